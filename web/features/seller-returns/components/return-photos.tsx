import type { ReturnPhoto } from "@domain/schemas/order-returns";
import { useTranslation } from "react-i18next";

/**
 * The buyer's photos of a request, small; each opens full size in a new tab (served only to the order's parties).
 * Phrasing content only, so it may sit in a dialog's description paragraph.
 */
export function ReturnPhotos({ photos, size = "size-12" }: { photos: ReturnPhoto[]; size?: string }) {
  const { t } = useTranslation("seller-returns");
  if (photos.length === 0) return null;
  return (
    <span role="group" aria-label={t("photos")} className="mt-1 flex flex-wrap gap-1.5">
      {photos.map((photo, index) => (
        <a key={photo.id} href={photo.url} target="_blank" rel="noreferrer" className="block">
          <img src={photo.url} alt={t("photoAlt", { n: index + 1 })} loading="lazy" className={`${size} rounded border border-border object-cover`} />
        </a>
      ))}
    </span>
  );
}
