import { describe, expect, it } from "vitest";
import { moveMediaItem, newMediaItem, savedMediaIds, savedMediaItems } from "./media-items";

const medium = (id: string, displayOrder: number) => ({ id, mediaUrl: `/media/${id}.webp`, mediaType: "image" as const, displayOrder });

describe("media items", () => {
  it("moves an item one place and leaves the ends alone", () => {
    expect(moveMediaItem(["a", "b", "c"], 2, -1)).toEqual(["a", "c", "b"]);
    expect(moveMediaItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
    expect(moveMediaItem(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moveMediaItem(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });

  it("lists only stored media's ids, in the list's order", () => {
    const items = [...savedMediaItems([medium("m1", 0), medium("m2", 1)]), newMediaItem(new File(["x"], "a.png", { type: "image/png" }))];
    expect(savedMediaIds(moveMediaItem(items, 1, -1))).toEqual(["m2", "m1"]);
  });

  it("takes a video for a video and anything else for an image", () => {
    expect(newMediaItem(new File(["x"], "clip.webm", { type: "video/webm" }))).toMatchObject({ mediaType: "video", progress: null });
    expect(newMediaItem(new File(["x"], "photo.jpg", { type: "image/jpeg" }))).toMatchObject({ mediaType: "image" });
  });
});
