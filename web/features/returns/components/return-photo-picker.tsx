import { MAX_RETURN_PHOTOS } from "@domain/schemas/order-returns";
import { ImagePlus, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { toastError } from "@web/lib/toast";
import { RETURN_PHOTO_ACCEPT, uploadReturnPhoto } from "../api/upload-return-photo";

export type PickedPhoto = { key: string; preview: string; photoId: string | null; progress: number };

interface ReturnPhotoPickerProps {
  orderId: string;
  photos: PickedPhoto[];
  onChange: (update: (photos: PickedPhoto[]) => PickedPhoto[]) => void;
}

/** Up to 3 photos of the goods, each uploaded as soon as it is chosen (with its progress), removable before sending. */
export function ReturnPhotoPicker({ orderId, photos, onChange }: ReturnPhotoPickerProps) {
  const { t } = useTranslation("buyer");
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [previews] = useState(() => new Set<string>());
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);

  const add = (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, MAX_RETURN_PHOTOS - photos.length);
    for (const file of chosen) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      const preview = URL.createObjectURL(file);
      previews.add(preview);
      onChange((current) => [...current, { key, preview, photoId: null, progress: 0 }]);
      const update = (patch: Partial<PickedPhoto>) => onChange((current) => current.map((p) => (p.key === key ? { ...p, ...patch } : p)));
      uploadReturnPhoto(orderId, file, { onProgress: (progress) => update({ progress }) })
        .then(({ photoId }) => update({ photoId, progress: 1 }))
        .catch((error: unknown) => {
          onChange((current) => current.filter((p) => p.key !== key));
          toastError(t("returns.photoFailed"), errorMessage(error));
        });
    }
    if (input.current) input.current.value = "";
  };

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t("returns.photos", { max: MAX_RETURN_PHOTOS })}
      </label>
      <ul className="flex flex-wrap gap-2" aria-label={t("returns.photosChosen")}>
        {photos.map((photo, index) => (
          <li key={photo.key} className="relative">
            <img src={photo.preview} alt={t("returns.photoAlt", { n: index + 1 })} className="size-20 rounded-md border border-border object-cover" />
            {photo.photoId ? null : (
              <span className="absolute inset-x-1 bottom-1 h-1.5 rounded bg-muted" role="progressbar" aria-label={t("returns.photoUploading")} aria-valuenow={Math.round(photo.progress * 100)}>
                <span className="block h-full rounded bg-primary" style={{ width: `${Math.round(photo.progress * 100)}%` }} />
              </span>
            )}
            <Button
              type="button"
              size="icon"
              variant="secondary"
              className="absolute -top-2 -right-2 size-10 rounded-full"
              aria-label={t("returns.removePhoto", { n: index + 1 })}
              onClick={() => onChange((current) => current.filter((p) => p.key !== photo.key))}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <input ref={input} id={inputId} type="file" accept={RETURN_PHOTO_ACCEPT} multiple className="sr-only" disabled={photos.length >= MAX_RETURN_PHOTOS} onChange={(event) => add(event.target.files)} />
      {photos.length < MAX_RETURN_PHOTOS ? (
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden="true" />
          {t("returns.addPhoto")}
        </Button>
      ) : null}
    </div>
  );
}
