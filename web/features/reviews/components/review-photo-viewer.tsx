import type { ReviewPhoto } from "@domain/schemas/reviews";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { DialogLoading } from "./dialog-loading";

// The larger view (Radix's dialog) loads when a photo is first opened, not with the product page.
const loadPhotoDialog = () => import("./review-photo-dialog");
const ReviewPhotoDialog = lazy(loadPhotoDialog);
const preloadPhotoDialog = () => void loadPhotoDialog();

/**
 * A review's photos as thumbnails; each opens the picture larger in a dialog, where the arrow keys or the buttons go
 * to the previous and next photo, and which gives the focus back to its thumbnail on closing.
 */
export function ReviewPhotoViewer({ photos, reviewer }: { photos: ReviewPhoto[]; reviewer: string }) {
  const { t } = useTranslation("reviews");
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  if (photos.length === 0) return null;

  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={t("productPage.photos", { reviewer })}>
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpen(index);
              }}
              onPointerEnter={preloadPhotoDialog}
              onFocus={preloadPhotoDialog}
              className="block rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              aria-label={t("productPage.openPhoto", { number: index + 1, total: photos.length })}
            >
              <img src={photo.thumbnailUrl} alt="" loading="lazy" className="size-16 rounded-md border object-cover" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <Suspense fallback={<DialogLoading />}>
          <ReviewPhotoDialog
            photos={photos}
            reviewer={reviewer}
            index={open}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
            returnFocus={() => opener.current?.focus()}
          />
        </Suspense>
      ) : null}
    </>
  );
}
