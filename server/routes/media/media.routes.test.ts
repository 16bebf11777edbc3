import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { createTestApp } from "../../test/test-app";

let app: App;
const video = Buffer.from("0123456789abcdefghij");
beforeAll(async () => {
  app = await createTestApp();
  await app.ctx.storage.put("products/seller-1/photo-320.webp", Buffer.from("RIFF....WEBPVP8 fake"), { contentType: "image/webp" });
  await app.ctx.storage.put("products/seller-1/clip.mp4", video, { contentType: "video/mp4" });
  await app.ctx.storage.put("products/seller-1/page.html", Buffer.from("<script>alert(1)</script>"), { contentType: "text/html" });
  await app.ctx.storage.put("kyc/seller-1/gst.pdf", Buffer.from("%PDF-1.4 private"), { contentType: "application/pdf" });
});
afterAll(() => app.close());

describe("GET /media/*", () => {
  it("streams a public file with its type, a year of immutable caching, nosniff and validators", async () => {
    const res = await app.inject({ method: "GET", url: "/media/products/seller-1/photo-320.webp" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("RIFF....WEBPVP8 fake");
    expect(res.headers).toMatchObject({
      "content-type": "image/webp",
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "accept-ranges": "bytes",
      "content-length": "20",
    });
    expect(res.headers.etag).toMatch(/^".+"$/);
    expect(new Date(res.headers["last-modified"]!).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("answers 304 to a client that already holds this version", async () => {
    const first = await app.inject({ method: "GET", url: "/media/products/seller-1/photo-320.webp" });
    const again = await app.inject({
      method: "GET",
      url: "/media/products/seller-1/photo-320.webp",
      headers: { "if-none-match": first.headers.etag! },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });

  it("serves byte ranges of a video (206), refuses ranges past the end (416), and answers HEAD without a body", async () => {
    const part = await app.inject({ method: "GET", url: "/media/products/seller-1/clip.mp4", headers: { range: "bytes=2-5" } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe("2345");
    expect(part.headers).toMatchObject({ "content-range": "bytes 2-5/20", "content-length": "4", "content-type": "video/mp4" });
    const tail = await app.inject({ method: "GET", url: "/media/products/seller-1/clip.mp4", headers: { range: "bytes=-3" } });
    expect(tail.body).toBe("hij");
    const beyond = await app.inject({ method: "GET", url: "/media/products/seller-1/clip.mp4", headers: { range: "bytes=20-" } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe("bytes */20");
    const stale = await app.inject({
      method: "GET",
      url: "/media/products/seller-1/clip.mp4",
      headers: { range: "bytes=2-5", "if-range": '"another-version"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(video.toString());
    const head = await app.inject({ method: "HEAD", url: "/media/products/seller-1/clip.mp4" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-length"]).toBe("20");
    expect(head.body).toBe("");
  });

  it("answers 404 in the API's error shape for a missing file", async () => {
    const res = await app.inject({ method: "GET", url: "/media/products/seller-1/missing.webp" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "NOT_FOUND", message: "Media not found" } });
  });

  it("never serves a file outside the public media prefix, nor a path that tries to reach one", async () => {
    for (const url of [
      "/media/kyc/seller-1/gst.pdf",
      "/media/products/../kyc/seller-1/gst.pdf",
      "/media/products/%2e%2e/kyc/seller-1/gst.pdf",
      "/media/products/seller-1/..%2F..%2Fkyc%2Fseller-1%2Fgst.pdf",
      "/media/.meta/products/seller-1/clip.mp4.json",
      "/media/products/",
      "/media/products",
      "/media/",
      "/media//etc/passwd",
    ]) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain("PDF");
    }
  });

  it("sends a stored file of any other type as a download, never as a page of this site", async () => {
    const res = await app.inject({ method: "GET", url: "/media/products/seller-1/page.html" });
    expect(res.headers["content-type"]).toBe("application/octet-stream");
    expect(res.headers["content-disposition"]).toBe("attachment");
  });
});
