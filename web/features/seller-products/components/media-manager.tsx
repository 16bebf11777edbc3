import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { MediaThumbnail } from "@web/components/ui/media-thumbnail";
import { PRODUCT_MEDIA_ACCEPT } from "../api/upload-media";
import type { MediaItem } from "../media-items";

interface MediaManagerProps {
  items: MediaItem[];
  onAdd: (files: File[]) => void;
  onMove: (index: number, delta: -1 | 1) => void;
  onRemove: (item: MediaItem) => void;
  disabled?: boolean;
}

/** A chosen file's own picture, from memory, released when the row goes. */
function NewFilePreview({ item }: { item: Extract<MediaItem, { kind: "new" }> }) {
  const { t } = useTranslation("seller-products");
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (item.mediaType !== "image" || typeof URL.createObjectURL !== "function") return;
    const objectUrl = URL.createObjectURL(item.file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [item.file, item.mediaType]);
  if (!url) {
    const media = item.mediaType === "video" ? { mediaUrl: "", mediaType: "video" as const } : null;
    return <MediaThumbnail media={media} size={56} videoLabel={t("media.video")} noImageLabel={t("media.image")} />;
  }
  return <img src={url} alt="" width={56} height={56} className="size-14 shrink-0 rounded-md object-cover" />;
}

/**
 * The product's photos and videos in display order: choose several files, move each up or down, remove one. New files
 * show their upload progress while the product saves.
 */
export function MediaManager({ items, onAdd, onMove, onRemove, disabled }: MediaManagerProps) {
  const { t } = useTranslation("seller-products");
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium">{t("media.title")}</legend>
      <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
        {t("media.hint")}
      </p>
      {items.length === 0 ? <p className="text-sm text-muted-foreground">{t("media.empty")}</p> : null}
      <ol aria-label={t("media.listLabel")} className="flex flex-col gap-2">
        {items.map((item, index) => {
          const name = item.kind === "saved" ? t("media.item", { kind: t(`media.${item.media.mediaType}`), position: index + 1, count: items.length }) : item.file.name;
          return (
            <li key={item.key} className="flex items-center gap-3 rounded-md border border-border p-2">
              {item.kind === "saved" ? (
                <MediaThumbnail media={item.media} size={56} videoLabel={t("media.video")} noImageLabel={t("media.image")} />
              ) : (
                <NewFilePreview item={item} />
              )}
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="truncate text-sm">{item.kind === "saved" ? name : t("media.newFile", { name })}</span>
                {item.kind === "new" ? <UploadState item={item} /> : null}
              </div>
              <div className="flex shrink-0 gap-1">
                <Button variant="ghost" size="icon" aria-label={t("media.moveUp", { name })} disabled={disabled || index === 0} onClick={() => onMove(index, -1)}>
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon" aria-label={t("media.moveDown", { name })} disabled={disabled || index === items.length - 1} onClick={() => onMove(index, 1)}>
                  <ArrowDown aria-hidden="true" />
                </Button>
                <Button variant="ghost" size="icon" className="text-destructive" aria-label={t("media.remove", { name })} disabled={disabled} onClick={() => onRemove(item)}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <input
        ref={inputRef}
        type="file"
        multiple
        accept={PRODUCT_MEDIA_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={t("media.choose")}
        onChange={(event) => {
          onAdd(Array.from(event.target.files ?? []));
          event.target.value = ""; // the same file may be chosen again after a removal
        }}
      />
      <Button variant="outline" className="self-start" disabled={disabled} onClick={() => inputRef.current?.click()}>
        <ImagePlus aria-hidden="true" />
        {t("media.choose")}
      </Button>
    </fieldset>
  );
}

function UploadState({ item }: { item: Extract<MediaItem, { kind: "new" }> }) {
  const { t } = useTranslation("seller-products");
  if (item.error) return <span className="text-xs text-destructive">{t("media.failed", { message: item.error })}</span>;
  if (item.progress === null) return <span className="text-xs text-muted-foreground">{t("media.waiting")}</span>;
  return (
    <progress
      value={Math.round(item.progress * 100)}
      max={100}
      aria-label={t("media.progress", { name: item.file.name })}
      className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
    />
  );
}
