import type { ProductMedia } from "@domain/schemas/catalog";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@web/lib/api-client";
import { toastError } from "@web/lib/toast";
import { deleteProductMedia } from "./api/delete-media";
import { sellerProductKeys } from "./api/query-keys";
import { reorderProductMedia } from "./api/reorder-media";
import { uploadProductMedia } from "./api/upload-media";
import { type MediaItem, moveMediaItem, newMediaItem, savedMediaIds, savedMediaItems } from "./media-items";

/**
 * The product form's media list. Chosen files wait until the product is saved (a new product has no id to upload to
 * yet), then upload one by one with their progress; a stored medium is deleted at once when removed, and comes back
 * if the server refuses ('Failed to delete existing media file.'). A new order is sent after the uploads.
 */
export function useProductMedia(initial: readonly ProductMedia[]) {
  const { t } = useTranslation("seller-products");
  const queryClient = useQueryClient();
  const [items, setItems] = useState<MediaItem[]>(() => savedMediaItems(initial));
  // Uploads run across many renders; the ref is the list as it is now, the state what is drawn.
  const current = useRef(items);
  const [orderChanged, setOrderChanged] = useState(false);
  const update = (change: (list: MediaItem[]) => MediaItem[]) => {
    current.current = change(current.current);
    setItems(current.current);
  };
  const patchNew = (key: string, patch: Partial<Extract<MediaItem, { kind: "new" }>>) =>
    update((list) => list.map((item) => (item.key === key && item.kind === "new" ? { ...item, ...patch } : item)));

  const add = (files: File[]) => update((list) => [...list, ...files.map(newMediaItem)]);

  const move = (index: number, delta: -1 | 1) => {
    update((list) => moveMediaItem(list, index, delta));
    setOrderChanged(true);
  };

  const remove = async (item: MediaItem, productId: string | null) => {
    const index = current.current.indexOf(item);
    update((list) => list.filter((other) => other !== item));
    if (item.kind !== "saved" || !productId) return;
    try {
      await deleteProductMedia(productId, item.media.id);
      await queryClient.invalidateQueries({ queryKey: sellerProductKeys.all });
    } catch {
      update((list) => [...list.slice(0, index), item, ...list.slice(index)]);
      toastError(t("errors.deleteMedia"));
    }
  };

  /** Uploads every waiting (or failed) file to the saved product; answers one line per file that failed. */
  const uploadAll = async (productId: string): Promise<string[]> => {
    const failures: string[] = [];
    const waiting = current.current.filter((item) => item.kind === "new");
    for (const item of waiting) {
      patchNew(item.key, { progress: 0, error: null });
      try {
        const media = await uploadProductMedia(productId, item.file, { onProgress: (progress) => patchNew(item.key, { progress }) });
        update((list) => list.map((other) => (other.key === item.key ? { kind: "saved", key: media.id, media } : other)));
      } catch (error) {
        patchNew(item.key, { progress: null, error: errorMessage(error) });
        failures.push(t("errors.uploadOne", { file: item.file.name, message: errorMessage(error) }));
      }
    }
    // The server appends uploads at the end; the list may have them elsewhere, or be reordered.
    const ids = savedMediaIds(current.current);
    if ((orderChanged || waiting.length > 0) && ids.length > 1) {
      try {
        await reorderProductMedia(productId, ids);
        setOrderChanged(false);
      } catch (error) {
        failures.push(`${t("errors.reorder")} ${errorMessage(error)}`);
      }
    }
    return failures;
  };

  return { items, add, move, remove, uploadAll };
}
