import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responsiveImage, storedMediaUrls } from "@domain/media-variants";
import { MP4_HEAD, photoWithGps, sampleImage } from "../../test/upload-samples";
import { createDiskStorage } from "../storage/disk-storage";
import { receiveUpload } from "../storage/receive-upload";
import type { Storage } from "../storage/storage";
import { PRODUCT_MEDIA_UPLOADS } from "../storage/upload-policies";
import { deleteMediumFiles, deleteProductMediaFiles, deleteSellerMediaFiles, storeProductMedia } from "./product-media";
import { publicMediaKey } from "./public-media";

const sellerId = randomUUID();
let dir: string;
let storage: Storage;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "product-media-"));
  storage = createDiskStorage(dir);
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const upload = (bytes: Buffer) => receiveUpload(Readable.from([bytes]), PRODUCT_MEDIA_UPLOADS);
const stored = async (url: string) => {
  const object = await storage.get(publicMediaKey(url)!);
  return object && { ...object, data: await buffer(object.body) };
};

describe("storing product media", () => {
  it("re-encodes a phone photo without its EXIF and GPS position, as WebP at 320, 640 and 1280 px and at most 1920 px", async () => {
    const photo = await photoWithGps({ width: 2000, height: 1000 });
    const original = await sharp(photo).metadata();
    expect(original.exif?.toString("latin1")).toContain("GPS-TEST-PHONE");
    expect(original.exif?.toString("latin1")).toMatch(/GPS/);

    const medium = await storeProductMedia(storage, await upload(photo), { sellerId });
    expect(medium).toMatchObject({ mediaType: "image", contentType: "image/webp", width: 1920, height: 960 });
    expect(medium.mediaUrl).toMatch(new RegExp(`^/media/products/${sellerId}/[0-9a-f-]{36}\\.webp$`));

    const widths: number[] = [];
    for (const url of storedMediaUrls(medium.mediaUrl)) {
      const file = await stored(url);
      expect(file?.contentType, url).toBe("image/webp");
      const metadata = await sharp(file!.data).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.exif, url).toBeUndefined();
      expect(metadata.xmp, url).toBeUndefined();
      expect(metadata.iptc, url).toBeUndefined();
      expect(metadata.orientation, url).toBeUndefined();
      expect(file!.data.includes("GPS-TEST-PHONE")).toBe(false);
      widths.push(metadata.width);
    }
    expect(widths).toEqual([1920, 320, 640, 1280]);
    expect(responsiveImage(medium.mediaUrl).srcSet).toContain("-320.webp 320w");
  });

  it("turns a photo upright by its EXIF orientation before dropping it", async () => {
    // Orientation 6: the camera was held on its side; the stored pixels are 400 × 200 but the photo is 200 × 400.
    const sideways = await photoWithGps({ width: 400, height: 200, orientation: 6 });
    const medium = await storeProductMedia(storage, await upload(sideways), { sellerId });
    expect(medium).toMatchObject({ width: 200, height: 400 });
  });

  it("never enlarges a small image: wider variants keep its own width", async () => {
    const medium = await storeProductMedia(storage, await upload(await sampleImage("png", 500, 250)), { sellerId });
    const widths = await Promise.all(
      storedMediaUrls(medium.mediaUrl).map(async (url) => (await sharp((await stored(url))!.data).metadata()).width),
    );
    expect(widths).toEqual([500, 320, 500, 500]);
  });

  it("stores a video byte for byte under its sniffed type and extension, with no variants", async () => {
    const video = Buffer.concat([MP4_HEAD, Buffer.alloc(50_000, 7)]);
    const medium = await storeProductMedia(storage, await upload(video), { sellerId });
    expect(medium).toMatchObject({ mediaType: "video", contentType: "video/mp4", size: video.length });
    expect(medium.mediaUrl).toMatch(new RegExp(`^/media/products/${sellerId}/[0-9a-f-]{36}\\.mp4$`));
    expect((await stored(medium.mediaUrl))!.data.equals(video)).toBe(true);
    expect(storedMediaUrls(medium.mediaUrl)).toEqual([medium.mediaUrl]);
  });

  it("refuses an image that passes the sniff but cannot be decoded (422), storing nothing", async () => {
    const png = await sampleImage("png", 300, 300);
    const broken = Buffer.concat([png.subarray(0, 60), Buffer.alloc(5000, 1)]);
    const before = await fs.readdir(path.join(dir, "products", sellerId)).catch(() => []);
    const received = await upload(broken);
    await expect(storeProductMedia(storage, received, { sellerId })).rejects.toMatchObject({ statusCode: 422, code: "IMAGE_UNREADABLE" });
    expect(await fs.readdir(path.join(dir, "products", sellerId)).catch(() => [])).toEqual(before);
    // The temporary upload is gone too.
    await expect(fs.stat(received.path)).rejects.toThrow();
  });

  it("deletes a medium's file and variants, a product's media, or a seller's whole folder", async () => {
    const image = await storeProductMedia(storage, await upload(await sampleImage("jpeg", 800, 600)), { sellerId });
    const video = await storeProductMedia(storage, await upload(Buffer.concat([MP4_HEAD, Buffer.alloc(1000)])), { sellerId });
    const other = await storeProductMedia(storage, await upload(await sampleImage("webp", 100, 100)), { sellerId });
    const exists = (url: string) => storage.exists(publicMediaKey(url)!);

    await deleteMediumFiles(storage, image.mediaUrl);
    expect(await Promise.all(storedMediaUrls(image.mediaUrl).map(exists))).toEqual([false, false, false, false]);
    expect(await exists(other.mediaUrl)).toBe(true);

    // The demo catalogue's pictures are not stored files: deleting them is a no-op, never an error.
    await deleteProductMediaFiles(storage, [video.mediaUrl, "/images/products/apparel-1.svg", image.mediaUrl]);
    expect(await exists(video.mediaUrl)).toBe(false);
    expect(await exists(other.mediaUrl)).toBe(true);

    expect(await deleteSellerMediaFiles(storage, sellerId)).toBeGreaterThanOrEqual(4);
    expect(await exists(other.mediaUrl)).toBe(false);
  });
});
