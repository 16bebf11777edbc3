import { PRODUCT_IMAGE_SIZES } from "@domain/media-variants";
import type { ProductMedia } from "@domain/schemas/catalog";
import { ChevronLeft, ChevronRight, ImageOff, PlayCircle } from "lucide-react";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { cn } from "@web/lib/cn";
import { ProductMediaView } from "./product-media-view";

const NEXT_KEYS = ["ArrowRight", "ArrowDown"];
const PREVIOUS_KEYS = ["ArrowLeft", "ArrowUp"];

/**
 * Photos and videos with thumbnails, built as WAI-ARIA tabs: Tab reaches the selected thumbnail, the arrow keys,
 * Home and End move between thumbnails and show each at once; the large view has previous/next buttons too.
 */
export function ProductGallery({ name, media }: { name: string; media: ProductMedia[] }) {
  const { t } = useTranslation("catalog");
  const [selected, setSelected] = useState(0);
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  if (media.length === 0) {
    return (
      <div className="flex aspect-square w-full flex-col items-center justify-center gap-2 rounded-lg bg-muted text-muted-foreground">
        <ImageOff aria-hidden="true" className="size-10" />
        <span>{t("gallery.noMedia")}</span>
      </div>
    );
  }

  const total = media.length;
  const current = media[Math.min(selected, total - 1)]!;
  const labelOf = (item: ProductMedia, index: number) =>
    t(item.mediaType === "video" ? "gallery.video" : "gallery.photo", { number: index + 1, total });
  const show = (index: number, moveFocus: boolean) => {
    const next = (index + total) % total;
    setSelected(next);
    if (moveFocus) thumbnails.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const target = NEXT_KEYS.includes(event.key)
      ? selected + 1
      : PREVIOUS_KEYS.includes(event.key)
        ? selected - 1
        : event.key === "Home"
          ? 0
          : event.key === "End"
            ? total - 1
            : null;
    if (target === null) return;
    event.preventDefault();
    show(target, true);
  };

  return (
    <div className="flex flex-col gap-3">
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${selected}`}
        className="relative aspect-square w-full overflow-hidden rounded-lg border border-border bg-muted"
      >
        <ProductMediaView
          key={current.id}
          mediaUrl={current.mediaUrl}
          mediaType={current.mediaType}
          alt={t("gallery.imageAlt", { name, number: selected + 1 })}
          width={600}
          height={600}
          sizes={PRODUCT_IMAGE_SIZES.gallery}
          eager={selected === 0}
          controls
          className="object-contain"
        />
        {total > 1 ? (
          <>
            <Button
              variant="outline"
              size="icon"
              className="absolute left-2 top-1/2 -translate-y-1/2 rounded-full bg-background/90"
              aria-label={t("gallery.previous")}
              aria-controls={`${id}-panel`}
              onClick={() => show(selected - 1, false)}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              className="absolute right-2 top-1/2 -translate-y-1/2 rounded-full bg-background/90"
              aria-label={t("gallery.next")}
              aria-controls={`${id}-panel`}
              onClick={() => show(selected + 1, false)}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <div role="tablist" aria-label={t("gallery.label")} className="flex gap-2 overflow-x-auto p-1" onKeyDown={onKeyDown}>
          {media.map((item, index) => (
            <button
              key={item.id}
              ref={(element) => {
                thumbnails.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={index === selected}
              aria-controls={`${id}-panel`}
              aria-label={labelOf(item, index)}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => show(index, false)}
              className={cn(
                "relative size-16 shrink-0 overflow-hidden rounded-md border-2 sm:size-20",
                "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                index === selected ? "border-primary" : "border-transparent opacity-80 hover:opacity-100",
              )}
            >
              <ProductMediaView mediaUrl={item.mediaUrl} mediaType={item.mediaType} alt="" width={80} height={80} sizes="80px" />
              {item.mediaType === "video" ? (
                <PlayCircle aria-hidden="true" className="absolute inset-0 m-auto size-7 text-white drop-shadow" />
              ) : null}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
