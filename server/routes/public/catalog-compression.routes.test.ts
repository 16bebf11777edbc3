import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { products } from "../../db/schema";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { createTestApp } from "../../test/test-app";

let app: App;
let productId: string;
beforeAll(async () => {
  app = await createTestApp();
  const seller = await createTestSeller(app.ctx.db);
  // Enough cards and text that every answer below passes the 1 KB compression threshold.
  for (const colour of ["Red", "Blue", "Green", "Yellow", "Black", "White"]) {
    const product = await createTestProduct(app.ctx.db, seller.id, {
      name: `${colour} Handloom Towels`,
      category: "Home Goods",
      description: "Hand-loomed cotton, woven in Erode. ".repeat(40),
    });
    productId ??= product.id;
  }
});
afterAll(async () => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const decoders = { br: brotliDecompressSync, gzip: gunzipSync };
// Listing, search and detail: the hot answers a browser asks for with `gzip, deflate, br`.
const urls = () => ["/api/public/products?category=Home%20Goods", "/api/public/products?q=handloom%20towels", `/api/public/products/${productId}`];

describe("Compressed catalogue answers", () => {
  it.each(urls().map((_, i) => i))("sends answer %i in the coding the client prefers, decompressing to the plain body", async (i) => {
    const url = urls()[i]!;
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("accept-encoding");
    expect(plain.json().items ?? plain.json().id).toBeTruthy();
    expect((await get(url, { "accept-encoding": "identity" })).body).toBe(plain.body);

    for (const [encoding, decode] of Object.entries(decoders)) {
      const headers = { "accept-encoding": encoding === "br" ? "gzip, deflate, br" : "gzip, deflate, br;q=0" };
      const compressed = await get(url, headers);
      expect(compressed.headers["content-encoding"]).toBe(encoding);
      expect(compressed.headers.vary).toBe("accept-encoding");
      expect(compressed.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      // Compressed once: decompressing gives the plain body exactly (compressed twice, it would not).
      expect(decode(compressed.rawPayload).toString()).toBe(plain.body);
      // Its own entity tag (RFC 9110 §8.8.3.3), weak like the plain one.
      expect(compressed.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-${encoding}"`);
    }
  });

  it("sends the plain body to a client that takes neither brotli nor gzip", async () => {
    const [url] = urls();
    const plain = await get(url!);
    for (const header of ["deflate", "br;q=0, gzip;q=0", "identity, *;q=0"]) {
      const res = await get(url!, { "accept-encoding": header });
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.body).toBe(plain.body);
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
  });

  it("answers 304 to If-None-Match with the tag of the form the client would get, and only that form", async () => {
    const [url] = urls();
    const br = { "accept-encoding": "gzip, deflate, br" };
    const plainTag = (await get(url!)).headers.etag as string;
    const brTag = (await get(url!, br)).headers.etag as string;
    expect(brTag).not.toBe(plainTag);

    const revalidated = await get(url!, { ...br, "if-none-match": brTag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);
    expect(revalidated.headers.etag).toBe(brTag);
    expect(revalidated.headers["content-encoding"]).toBeUndefined();
    expect((await get(url!, { "if-none-match": plainTag })).statusCode).toBe(304);
    // A client holding the plain form that now takes brotli (or the reverse) gets the form it asks for.
    const switched = await get(url!, { ...br, "if-none-match": plainTag });
    expect(switched.statusCode).toBe(200);
    expect(switched.headers["content-encoding"]).toBe("br");
    expect((await get(url!, { "if-none-match": brTag })).statusCode).toBe(200);
  });

  it("drops the compressed forms with the entry when the catalogue changes", async () => {
    const url = `/api/public/products/${productId}`;
    const br = { "accept-encoding": "br" };
    const before = await get(url, br);
    await app.ctx.db.update(products).set({ name: "Indigo Handloom Towels" }).where(eq(products.id, productId));

    await expect.poll(async () => brotliDecompressSync((await get(url, br)).rawPayload).toString()).toContain("Indigo Handloom Towels");
    const after = await get(url, br);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(brotliDecompressSync(after.rawPayload).toString()).toBe((await get(url)).body);
    expect((await get(url, { ...br, "if-none-match": before.headers.etag as string })).statusCode).toBe(200);
  });
});
