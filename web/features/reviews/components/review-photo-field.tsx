import { REVIEW_PHOTOS_MAX } from "@domain/reviews";
import type { ReviewPhoto } from "@domain/schemas/reviews";
import { ImagePlus, X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { REVIEW_PHOTO_ACCEPT } from "../api/save-review";

/** A photo chosen in the dialog, uploaded once the review is saved. */
export type NewPhoto = { key: string; file: File; preview: string; progress: number | null };

interface ReviewPhotoFieldProps {
  /** Photos already on the review (when editing) that are kept. */
  kept: ReviewPhoto[];
  onRemoveKept: (photoId: string) => void;
  added: NewPhoto[];
  onAdd: (photos: NewPhoto[]) => void;
  onRemoveAdded: (key: string) => void;
  disabled?: boolean;
}

/** Up to 3 photos: those on the review and new ones, each previewed, removable, with its upload's progress. */
export function ReviewPhotoField({ kept, onRemoveKept, added, onAdd, onRemoveAdded, disabled }: ReviewPhotoFieldProps) {
  const { t } = useTranslation("reviews");
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const room = REVIEW_PHOTOS_MAX - kept.length - added.length;
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  const choose = (files: FileList | null) => {
    const chosen = [...(files ?? [])].slice(0, Math.max(room, 0)).map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { key: `${file.name}-${file.size}-${Math.random()}`, file, preview, progress: null };
    });
    if (chosen.length) onAdd(chosen);
    if (input.current) input.current.value = "";
  };

  const tiles = [
    ...kept.map((photo) => ({ key: photo.id, src: photo.thumbnailUrl, progress: null, remove: () => onRemoveKept(photo.id) })),
    ...added.map((photo) => ({ key: photo.key, src: photo.preview, progress: photo.progress, remove: () => onRemoveAdded(photo.key) })),
  ];
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t("write.photos", { max: REVIEW_PHOTOS_MAX })}
      </label>
      {tiles.length ? (
        <ul className="flex flex-wrap gap-3" aria-label={t("write.photosChosen")}>
          {tiles.map((tile, index) => (
            <li key={tile.key} className="relative">
              <img src={tile.src} alt={t("write.photoAlt", { n: index + 1 })} className="size-20 rounded-md border border-border object-cover" />
              {tile.progress !== null ? (
                <span
                  className="absolute inset-x-1 bottom-1 h-1.5 rounded bg-muted"
                  role="progressbar"
                  aria-label={t("write.photoUploading", { n: index + 1 })}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={Math.round(tile.progress * 100)}
                >
                  <span className="block h-full rounded bg-primary" style={{ width: `${Math.round(tile.progress * 100)}%` }} />
                </span>
              ) : null}
              <Button
                type="button"
                size="icon"
                variant="secondary"
                className="absolute -top-2 -right-2 size-10 rounded-full"
                aria-label={t("write.removePhoto", { n: index + 1 })}
                disabled={disabled}
                onClick={tile.remove}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={REVIEW_PHOTO_ACCEPT}
        multiple
        className="sr-only"
        disabled={disabled || room <= 0}
        onChange={(event) => choose(event.target.files)}
      />
      <p className="text-xs text-muted-foreground">{t("write.photosHint")}</p>
      {room > 0 ? (
        <Button type="button" variant="outline" size="sm" className="self-start" disabled={disabled} onClick={() => input.current?.click()}>
          <ImagePlus aria-hidden="true" />
          {t("write.addPhoto")}
        </Button>
      ) : null}
    </div>
  );
}
