import { createHash, randomBytes, randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import type { Storage } from "./storage";
import { InvalidStorageKeyError } from "./storage-key";

const MiB = 1024 * 1024;

/** Chunks of `chunkSize` bytes, then (optionally) an error: a client that drops out part-way. */
function chunked(data: Buffer, chunkSize = 64 * 1024, failAfter?: number) {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < data.length; offset += chunkSize) {
        if (failAfter !== undefined && offset >= failAfter) throw new Error("the client went away");
        yield data.subarray(offset, offset + chunkSize);
      }
    })(),
  );
}

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * What every Storage adapter must do, run against each of them (disk-storage.test.ts, s3-storage.test.ts) so the
 * app behaves the same whichever is configured. `storage` is read when each test runs (set it in beforeAll).
 */
export function describeStorageContract(name: string, storage: () => Storage) {
  describe(`${name} keeps the storage contract`, () => {
    // Each test under its own folder, so tests cannot see each other's objects.
    const folder = () => `contract/${randomUUID()}`;

    it("stores a stream and reads it back whole, with its size and content type", async () => {
      const key = `${folder()}/photo.webp`;
      const data = randomBytes(200_000);
      await storage().put(key, chunked(data), { contentType: "image/webp" });
      const object = await storage().get(key);
      expect(object).toMatchObject({ size: data.length, contentType: "image/webp" });
      expect(object!.etag).toMatch(/^(W\/)?".+"$/);
      expect(object!.lastModified.getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(sha(await buffer(object!.body))).toBe(sha(data));
      expect(await storage().head(key)).toMatchObject({ size: data.length, contentType: "image/webp", etag: object!.etag });
      expect(await storage().exists(key)).toBe(true);
    });

    it("stores a buffer, and a second put replaces the first", async () => {
      const key = `${folder()}/note.pdf`;
      await storage().put(key, Buffer.from("first version"), { contentType: "application/pdf" });
      await storage().put(key, Buffer.from("second"), { contentType: "text/plain" });
      const object = await storage().get(key);
      expect(object).toMatchObject({ size: 6, contentType: "text/plain" });
      expect((await buffer(object!.body)).toString()).toBe("second");
    });

    it("reads a byte range, reporting the whole object's size", async () => {
      const key = `${folder()}/clip.mp4`;
      await storage().put(key, Buffer.from("0123456789"), { contentType: "video/mp4" });
      const object = await storage().get(key, { range: { start: 2, end: 5 } });
      expect(object!.size).toBe(10);
      expect((await buffer(object!.body)).toString()).toBe("2345");
    });

    it("answers nothing for a key that holds nothing", async () => {
      const key = `${folder()}/missing.webp`;
      expect(await storage().get(key)).toBeUndefined();
      expect(await storage().head(key)).toBeUndefined();
      expect(await storage().exists(key)).toBe(false);
      // A "folder" is not an object either.
      const inside = folder();
      await storage().put(`${inside}/a/b.txt`, Buffer.from("b"), { contentType: "text/plain" });
      expect(await storage().get(`${inside}/a`)).toBeUndefined();
      expect(await storage().exists(`${inside}/a`)).toBe(false);
    });

    it("deletes one key, and deleting a missing key is no error", async () => {
      const base = folder();
      await storage().put(`${base}/one`, Buffer.from("1"), { contentType: "text/plain" });
      await storage().put(`${base}/two`, Buffer.from("2"), { contentType: "text/plain" });
      await storage().delete(`${base}/one`);
      await storage().delete(`${base}/one`);
      expect(await storage().exists(`${base}/one`)).toBe(false);
      expect(await storage().exists(`${base}/two`)).toBe(true);
    });

    it("deletes every key under a string prefix and nothing else", async () => {
      const base = folder();
      const keys = [`${base}/abc.webp`, `${base}/abc-320.webp`, `${base}/abc/deeper.txt`, `${base}/abd.webp`, `${base}-x/abc.webp`];
      for (const key of keys) await storage().put(key, Buffer.from(key), { contentType: "text/plain" });
      expect(await storage().deletePrefix(`${base}/abc`)).toBe(3);
      expect(await Promise.all(keys.map((key) => storage().exists(key)))).toEqual([false, false, false, true, true]);
      expect(await storage().deletePrefix(`${base}/`)).toBe(1);
      expect(await storage().exists(`${base}-x/abc.webp`)).toBe(true);
      expect(await storage().deletePrefix(`${base}/nothing-here`)).toBe(0);
    });

    it("stores a stream of several megabytes whose length is not given", async () => {
      const key = `${folder()}/large.webm`;
      const data = randomBytes(11 * MiB + 123);
      await storage().put(key, chunked(data), { contentType: "video/webm" });
      const object = await storage().get(key);
      expect(object!.size).toBe(data.length);
      expect(sha(await buffer(object!.body))).toBe(sha(data));
    });

    it("keeps no object when the stream fails part-way", async () => {
      const small = `${folder()}/small.webp`;
      await expect(storage().put(small, chunked(randomBytes(MiB), 64 * 1024, 512 * 1024), { contentType: "image/webp" })).rejects.toThrow(
        "the client went away",
      );
      expect(await storage().exists(small)).toBe(false);
      const large = `${folder()}/large.mp4`;
      await expect(storage().put(large, chunked(randomBytes(12 * MiB), MiB, 7 * MiB), { contentType: "video/mp4" })).rejects.toThrow(
        "the client went away",
      );
      expect(await storage().exists(large)).toBe(false);
    });

    it("refuses keys that could escape its root or mean two things, in every method", async () => {
      const bad = ["../secret", "a/../../b", "/etc/passwd", "a//b", "a/./b", ".meta/x", "a/.tmp/b", "a b", "a\\b", "é", "a/b/", "", "x".repeat(513)];
      for (const key of bad) {
        await expect(storage().put(key, Buffer.from("x"), { contentType: "text/plain" }), key).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage().get(key), key).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage().head(key), key).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage().exists(key), key).rejects.toThrow(InvalidStorageKeyError);
        await expect(storage().delete(key), key).rejects.toThrow(InvalidStorageKeyError);
      }
      await expect(storage().deletePrefix("")).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage().deletePrefix("/")).rejects.toThrow(InvalidStorageKeyError);
      await expect(storage().deletePrefix("../")).rejects.toThrow(InvalidStorageKeyError);
    });
  });
}
