import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_VARIANT_WIDTHS, imageVariantUrl, storedMediaUrls } from "@domain/media-variants";
import type { App } from "../../app";
import { publicMediaKey } from "../../platform/media/public-media";
import { productInput } from "../../modules/seller-catalog/test-factories";
import { multipartFile } from "../../test/multipart-form";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";
import { generatedUpload, HTML_PAGE, MP4_HEAD, photoWithGps, sampleImage } from "../../test/upload-samples";

const MB = 1024 * 1024;

let app: App;
let seller: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  app = await createTestApp();
  seller = await signInAs(app, "seller");
});
afterAll(async () => app.close());

const newProduct = async (headers = seller.headers) =>
  (await app.inject({ method: "POST", url: "/api/seller/products", headers, payload: productInput() })).json() as { id: string };
const upload = (productId: string, file: Parameters<typeof multipartFile>[0], headers = seller.headers) => {
  const form = multipartFile(file);
  return app.inject({ method: "POST", url: `/api/seller/products/${productId}/media`, headers: { ...headers, ...form.headers }, payload: form.payload });
};
const stored = (mediaUrl: string) => app.ctx.storage.exists(publicMediaKey(mediaUrl)!);
const media = async (productId: string) =>
  ((await app.inject({ url: `/api/seller/products/${productId}`, headers: seller.headers })).json() as { media: { id: string; mediaUrl: string }[] }).media;

describe("product media through the seller routes", () => {
  it("stores a photo re-encoded as WebP without its EXIF (GPS), with its width variants, served publicly", async () => {
    const product = await newProduct();
    const res = await upload(product.id, { name: "IMG_0001.JPG", type: "image/jpeg", content: await photoWithGps() });
    expect(res.statusCode).toBe(201);
    const medium = res.json();
    expect(medium).toMatchObject({ mediaType: "image", displayOrder: 0 });
    expect(medium.mediaUrl).toMatch(new RegExp(`^/media/products/${seller.profile.id}/[0-9a-f-]{36}\\.webp$`));
    for (const url of storedMediaUrls(medium.mediaUrl)) expect(await stored(url)).toBe(true);

    const served = await app.inject({ url: imageVariantUrl(medium.mediaUrl, 640) });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: "webp", width: 640 });
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from("GPS-TEST-PHONE"))).toBe(false);

    const publicPage = (await app.inject({ url: `/api/public/products/${product.id}` })).json();
    expect(publicPage.media).toEqual([medium]);
  });

  it("judges a file by its content: a PNG named .mp4 is stored as an image; an HTML page named .jpg is refused (415)", async () => {
    const product = await newProduct();
    const png = await upload(product.id, { name: "clip.mp4", type: "video/mp4", content: await sampleImage("png") });
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ mediaType: "image" });
    expect(png.json().mediaUrl).toMatch(/\.webp$/);

    const html = await upload(product.id, { name: "photo.jpg", type: "image/jpeg", content: HTML_PAGE });
    expect(html.statusCode).toBe(415);
    expect(html.json().error).toEqual({ code: "UNSUPPORTED_MEDIA_TYPE", message: "Only JPEG, PNG or WebP images and MP4 or WebM videos can be uploaded." });
    expect(await media(product.id)).toHaveLength(1);
  });

  it("refuses an image over 10 MB with 413 while it streams, adding nothing", async () => {
    const product = await newProduct();
    const res = await upload(product.id, { name: "huge.png", type: "image/png", content: generatedUpload(await sampleImage("png"), 11 * MB) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({ code: "PAYLOAD_TOO_LARGE", message: "Images can be at most 10 MB." });
    expect(await media(product.id)).toEqual([]);
  });

  it("takes uploads larger than the 1 MB JSON body limit: a 3 MB PNG (its image, then padding) is stored", async () => {
    const product = await newProduct();
    const res = await upload(product.id, { name: "scan.png", type: "image/png", content: generatedUpload(await sampleImage("png"), 3 * MB) });
    expect(res.statusCode).toBe(201);
    expect(await media(product.id)).toEqual([res.json()]);
  });

  it("appends uploads in order, reorders them (every medium once) and removes one with its files", async () => {
    const product = await newProduct();
    const first = (await upload(product.id, { name: "a.png", type: "image/png", content: await sampleImage("png") })).json();
    const video = (await upload(product.id, { name: "b.mp4", type: "video/mp4", content: generatedUpload(MP4_HEAD, 64 * 1024) })).json();
    const third = (await upload(product.id, { name: "c.webp", type: "image/webp", content: await sampleImage("webp") })).json();
    expect([first.displayOrder, video.displayOrder, third.displayOrder]).toEqual([0, 1, 2]);
    expect(video).toMatchObject({ mediaType: "video" });
    expect(video.mediaUrl).toMatch(/\.mp4$/);

    const order = (mediaIds: string[]) =>
      app.inject({ method: "PUT", url: `/api/seller/products/${product.id}/media/order`, headers: seller.headers, payload: { mediaIds } });
    const reordered = await order([third.id, first.id, video.id]);
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().map((m: { id: string; displayOrder: number }) => [m.id, m.displayOrder])).toEqual([
      [third.id, 0],
      [first.id, 1],
      [video.id, 2],
    ]);
    expect((await order([third.id, first.id])).statusCode).toBe(409);
    expect((await order([third.id, first.id, first.id])).statusCode).toBe(409);

    const removed = await app.inject({ method: "DELETE", url: `/api/seller/products/${product.id}/media/${first.id}`, headers: seller.headers });
    expect(removed.statusCode).toBe(204);
    for (const url of storedMediaUrls(first.mediaUrl)) expect(await stored(url)).toBe(false);
    expect((await media(product.id)).map((m) => m.id)).toEqual([third.id, video.id]);
    expect((await app.inject({ method: "DELETE", url: `/api/seller/products/${product.id}/media/${first.id}`, headers: seller.headers })).statusCode).toBe(404);

    // Deleting the product removes the files of every medium left.
    expect((await app.inject({ method: "DELETE", url: `/api/seller/products/${product.id}`, headers: seller.headers })).statusCode).toBe(204);
    for (const url of [...storedMediaUrls(third.mediaUrl), video.mediaUrl]) expect(await stored(url)).toBe(false);
    expect((await app.inject({ url: third.mediaUrl })).statusCode).toBe(404);
  });

  it("keeps another seller out: no upload to or removal of someone else's media (404)", async () => {
    const product = await newProduct();
    const medium = (await upload(product.id, { name: "a.png", type: "image/png", content: await sampleImage("png") })).json();
    const other = await signInAs(app, "seller");
    const attempt = await upload(product.id, { name: "x.png", type: "image/png", content: await sampleImage("png") }, other.headers);
    expect(attempt.statusCode).toBe(404);
    const remove = await app.inject({ method: "DELETE", url: `/api/seller/products/${product.id}/media/${medium.id}`, headers: other.headers });
    expect(remove.statusCode).toBe(404);
    // Their own product and someone else's medium id: still 404.
    const theirs = await newProduct(other.headers);
    expect((await app.inject({ method: "DELETE", url: `/api/seller/products/${theirs.id}/media/${medium.id}`, headers: other.headers })).statusCode).toBe(404);
    expect((await media(product.id)).map((m) => m.id)).toEqual([medium.id]);
    for (const width of IMAGE_VARIANT_WIDTHS) expect(await stored(imageVariantUrl(medium.mediaUrl, width))).toBe(true);
  });

  it("asks for a file when the form has none", async () => {
    const product = await newProduct();
    const res = await app.inject({
      method: "POST",
      url: `/api/seller/products/${product.id}/media`,
      headers: { ...seller.headers, "content-type": "multipart/form-data; boundary=x" },
      payload: `--x\r\nContent-Disposition: form-data; name="caption"\r\n\r\nhello\r\n--x--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("FILE_REQUIRED");
  });
});
