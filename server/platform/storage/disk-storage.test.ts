import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "./disk-storage";
import type { Storage } from "./storage";
import { describeStorageContract } from "./storage-contract";

let dir: string;
let storage: Storage;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "disk-storage-"));
  storage = createDiskStorage(path.join(dir, "uploads"));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describeStorageContract("Disk storage", () => storage);

describe("disk storage on disk", () => {
  it("keeps each object as a plain file under its key and its type beside it, outside the key space", async () => {
    await storage.put("products/s1/a.webp", Buffer.from("webp bytes"), { contentType: "image/webp" });
    expect(await fs.readFile(path.join(dir, "uploads/products/s1/a.webp"), "utf8")).toBe("webp bytes");
    expect(JSON.parse(await fs.readFile(path.join(dir, "uploads/.meta/products/s1/a.webp.json"), "utf8"))).toEqual({
      contentType: "image/webp",
    });
  });

  it("leaves no half-written file behind when a write fails, and never touches the old object", async () => {
    await storage.put("products/s1/kept.webp", Buffer.from("old"), { contentType: "image/webp" });
    const failing = Readable.from(
      (function* () {
        yield Buffer.from("new bytes, part one");
        throw new Error("the client went away");
      })(),
    );
    await expect(storage.put("products/s1/kept.webp", failing, { contentType: "image/webp" })).rejects.toThrow();
    expect(await fs.readFile(path.join(dir, "uploads/products/s1/kept.webp"), "utf8")).toBe("old");
    expect(await fs.readdir(path.join(dir, "uploads/.tmp"))).toEqual([]);
  });

  it("writes nothing outside its folder, whatever the key", async () => {
    await expect(storage.put("../escaped.txt", Buffer.from("x"), { contentType: "text/plain" })).rejects.toThrow();
    await expect(fs.stat(path.join(dir, "escaped.txt"))).rejects.toThrow();
  });
});
