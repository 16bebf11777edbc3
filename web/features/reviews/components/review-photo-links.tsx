import type { ReviewPhoto } from "@domain/schemas/reviews";
import { useTranslation } from "react-i18next";

/** A review's photos as thumbnails, each opening the full picture in a new tab. */
export function ReviewPhotoLinks({ photos }: { photos: ReviewPhoto[] }) {
  const { t } = useTranslation("reviews");
  if (photos.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t("moderation.photos")}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noopener noreferrer" className="block rounded-md focus-visible:outline-2 focus-visible:outline-ring">
            <img
              src={photo.thumbnailUrl}
              alt={t("moderation.photoAlt", { number: index + 1 })}
              loading="lazy"
              className="size-16 rounded-md border object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
