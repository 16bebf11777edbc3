import fs from "node:fs/promises";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { generatedUpload, HTML_PAGE, MP4_HEAD, PDF_HEAD, retainedMemory, sampleImage, WEBM_HEAD } from "../../test/upload-samples";
import { receiveUpload } from "./receive-upload";
import { KYC_DOCUMENT_UPLOADS, PRODUCT_MEDIA_UPLOADS } from "./upload-policies";

const MB = 1024 * 1024;
const inChunks = (bytes: Buffer, size = 1000) =>
  Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));

describe("receiving an upload", () => {
  it("decides the kind from the content and keeps the bytes exactly, in a temporary file", async () => {
    const png = await sampleImage("png", 300, 200);
    const upload = await receiveUpload(inChunks(png, 100), PRODUCT_MEDIA_UPLOADS);
    expect(upload.kind).toMatchObject({ mime: "image/png", category: "image", extension: "png" });
    expect(upload.size).toBe(png.length);
    expect(await fs.readFile(upload.path)).toEqual(png);
    await upload.dispose();
    await expect(fs.stat(upload.path)).rejects.toThrow();
  });

  it("recognises each accepted kind: JPEG, PNG, WebP, MP4, WebM for product media; PDF for documents", async () => {
    const samples = [
      [await sampleImage("jpeg"), "image/jpeg"],
      [await sampleImage("webp"), "image/webp"],
      [Buffer.concat([MP4_HEAD, Buffer.alloc(10_000)]), "video/mp4"],
      [Buffer.concat([WEBM_HEAD, Buffer.alloc(10_000)]), "video/webm"],
    ] as const;
    for (const [bytes, mime] of samples) {
      const upload = await receiveUpload(inChunks(bytes), PRODUCT_MEDIA_UPLOADS);
      expect(upload.kind.mime).toBe(mime);
      await upload.dispose();
    }
    const pdf = await receiveUpload(inChunks(Buffer.concat([PDF_HEAD, Buffer.alloc(1000)])), KYC_DOCUMENT_UPLOADS);
    expect(pdf.kind.mime).toBe("application/pdf");
    await pdf.dispose();
  });

  it("refuses with 415 what the policy does not accept, whatever it claims to be", async () => {
    const refusals = [
      [HTML_PAGE, PRODUCT_MEDIA_UPLOADS],
      [Buffer.alloc(0), PRODUCT_MEDIA_UPLOADS],
      [await sampleImage("webp"), KYC_DOCUMENT_UPLOADS],
      [Buffer.concat([PDF_HEAD, Buffer.alloc(1000)]), PRODUCT_MEDIA_UPLOADS],
    ] as const;
    for (const [bytes, policy] of refusals) {
      await expect(receiveUpload(inChunks(bytes), policy)).rejects.toMatchObject({
        statusCode: 415,
        code: "UNSUPPORTED_MEDIA_TYPE",
        message: policy.refusal,
      });
    }
    expect(PRODUCT_MEDIA_UPLOADS.refusal).toBe("Only JPEG, PNG or WebP images and MP4 or WebM videos can be uploaded.");
  });

  it("accepts a file of exactly its kind's limit and refuses one byte more with 413", async () => {
    const png = await sampleImage("png");
    const atLimit = await receiveUpload(generatedUpload(png, 10 * MB), PRODUCT_MEDIA_UPLOADS);
    expect(atLimit.size).toBe(10 * MB);
    await atLimit.dispose();
    await expect(receiveUpload(generatedUpload(png, 10 * MB + 1), PRODUCT_MEDIA_UPLOADS)).rejects.toMatchObject({
      statusCode: 413,
      code: "PAYLOAD_TOO_LARGE",
      message: "Images can be at most 10 MB.",
    });
    await expect(receiveUpload(generatedUpload(PDF_HEAD, 5 * MB + 1), KYC_DOCUMENT_UPLOADS)).rejects.toMatchObject({
      statusCode: 413,
      message: "Documents can be at most 5 MB.",
    });
  });

  it("stops a 60 MB video at 50 MB with 413, holding only a little of it in memory at any time", async () => {
    const before = retainedMemory();
    const samples: number[] = [];
    const source = generatedUpload(MP4_HEAD, 60 * MB, () => samples.push(retainedMemory() - before));
    await expect(receiveUpload(source, PRODUCT_MEDIA_UPLOADS)).rejects.toMatchObject({
      statusCode: 413,
      message: "Videos can be at most 50 MB.",
    });
    expect(samples.length).toBeGreaterThanOrEqual(6); // at 8, 16, … 48 MB read
    // Reading the whole file into memory would hold up to 50 MB here; streaming to disk holds a few chunks (about
    // 8 MB on a quiet machine; the bound leaves room for a garbage collector running late under a full test run).
    expect(Math.max(...samples)).toBeLessThan(24 * MB);
    // The source is not read further once the upload is refused.
    expect(source.destroyed).toBe(true);
  });

  it("leaves no temporary file behind when it refuses an upload", async () => {
    const tmpDir = await fs.mkdtemp("/tmp/receive-upload-test-");
    await expect(receiveUpload(generatedUpload(MP4_HEAD, 51 * MB), PRODUCT_MEDIA_UPLOADS, { tmpDir })).rejects.toThrow();
    await expect(receiveUpload(inChunks(HTML_PAGE), PRODUCT_MEDIA_UPLOADS, { tmpDir })).rejects.toThrow();
    expect(await fs.readdir(tmpDir)).toEqual([]);
    await fs.rm(tmpDir, { recursive: true });
  });

  it("treats a stream its parser cut short at the parser's own ceiling as too large", async () => {
    const truncated = Object.assign(inChunks(await sampleImage("png")), { truncated: true });
    await expect(receiveUpload(truncated, PRODUCT_MEDIA_UPLOADS)).rejects.toMatchObject({ statusCode: 413 });
  });
});
