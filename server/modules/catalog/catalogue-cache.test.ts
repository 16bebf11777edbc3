import { describe, expect, it } from "vitest";
import { CatalogueCache, etagOf } from "./catalogue-cache";

describe("CatalogueCache", () => {
  it("computes once, then serves the stored body and its ETag", async () => {
    const cache = new CatalogueCache();
    let calls = 0;
    const compute = async () => `{"calls":${++calls}}`;
    const first = await cache.get("k", compute);
    const second = await cache.get("k", compute);
    expect(second).toBe(first);
    expect(first).toEqual({ body: '{"calls":1}', etag: etagOf('{"calls":1}') });
    expect(calls).toBe(1);
  });

  it("shares one computation between concurrent misses", async () => {
    const cache = new CatalogueCache();
    let calls = 0;
    const compute = async () => (await new Promise((r) => setTimeout(r, 5)), `${++calls}`);
    const [a, b] = await Promise.all([cache.get("k", compute), cache.get("k", compute)]);
    expect(a.body).toBe("1");
    expect(b.body).toBe("1");
  });

  it("forgets everything on invalidate, and never stores a body computed across an invalidation", async () => {
    const cache = new CatalogueCache();
    let release!: () => void;
    const slow = cache.get("k", () => new Promise<string>((resolve) => (release = () => resolve("old"))));
    cache.invalidate();
    release();
    expect((await slow).body).toBe("old");
    expect(cache.size).toBe(0);
    expect((await cache.get("k", async () => "new")).body).toBe("new");
    cache.invalidate();
    expect((await cache.get("k", async () => "newer")).body).toBe("newer");
  });

  it("expires entries after the TTL and evicts the least recently used beyond the limit", async () => {
    let now = 0;
    const cache = new CatalogueCache({ maxEntries: 2, ttlMs: 1000, now: () => now });
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    await cache.get("a", async () => "a2"); // a is now the most recently used
    await cache.get("c", async () => "c1"); // evicts b
    expect((await cache.get("b", async () => "b2")).body).toBe("b2");
    now = 1500;
    expect((await cache.get("c", async () => "c2")).body).toBe("c2");
  });

  it("does not cache failures", async () => {
    const cache = new CatalogueCache();
    await expect(cache.get("k", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect((await cache.get("k", async () => "ok")).body).toBe("ok");
  });
});
