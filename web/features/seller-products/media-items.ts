import type { MediaType } from "@domain/catalog";
import type { ProductMedia } from "@domain/schemas/catalog";

/** A medium in the product form: one already stored, or a chosen file that uploads when the product is saved. */
export type MediaItem =
  | { kind: "saved"; key: string; media: ProductMedia }
  | { kind: "new"; key: string; file: File; mediaType: MediaType; progress: number | null; error: string | null };

let counter = 0;

export function savedMediaItems(media: readonly ProductMedia[]): MediaItem[] {
  return media.map((medium) => ({ kind: "saved", key: medium.id, media: medium }));
}

/** The browser's idea of the type only sorts the list's icons; the server sniffs the content for itself. */
export function newMediaItem(file: File): MediaItem {
  counter += 1;
  return {
    kind: "new",
    key: `new-${counter}`,
    file,
    mediaType: file.type.startsWith("video/") ? "video" : "image",
    progress: null,
    error: null,
  };
}

/** The list with the item at `index` moved one place up (-1) or down (+1); unchanged at either end. */
export function moveMediaItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

/** The stored media's ids in the list's order: what PUT …/media/order receives. */
export function savedMediaIds(items: readonly MediaItem[]): string[] {
  return items.flatMap((item) => (item.kind === "saved" ? [item.media.id] : []));
}
