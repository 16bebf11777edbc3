import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Storage, StoredObjectInfo } from "./storage";
import { assertValidKey, assertValidPrefix } from "./storage-key";

const FALLBACK_TYPE = "application/octet-stream";

/**
 * Files under one folder (outside the web root): `{dir}/{key}` holds the bytes, `{dir}/.meta/{key}.json` the
 * content type, `{dir}/.tmp/` the writes in progress. Valid keys never start a segment with `.`, so neither
 * bookkeeping folder can be reached through a key.
 */
export function createDiskStorage(dir: string): Storage {
  const root = path.resolve(dir);
  const dataPath = (key: string) => path.join(root, key);
  const metaPath = (key: string) => path.join(root, ".meta", `${key}.json`);
  const tmpDir = path.join(root, ".tmp");

  // Written beside the target's file system and renamed into place, so a reader sees the old object or the whole
  // new one, never half a file; a failed write leaves nothing behind.
  async function writeAtomically(target: string, body: Readable | Buffer) {
    await fs.mkdir(tmpDir, { recursive: true });
    const temp = path.join(tmpDir, randomUUID());
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temp, { flags: "wx" }));
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.rename(temp, target);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  async function readContentType(key: string) {
    try {
      const meta = JSON.parse(await fs.readFile(metaPath(key), "utf8")) as { contentType?: unknown };
      return typeof meta.contentType === "string" ? meta.contentType : FALLBACK_TYPE;
    } catch (error) {
      if (isMissing(error)) return FALLBACK_TYPE;
      throw error;
    }
  }

  async function head(key: string) {
    assertValidKey(key);
    const stat = await fs.stat(dataPath(key)).catch((error: unknown) => (isMissing(error) ? undefined : Promise.reject(error)));
    return stat?.isFile() ? info(key, stat) : undefined;
  }

  const info = async (key: string, stat: { size: number; mtime: Date }): Promise<StoredObjectInfo> => ({
    size: stat.size,
    contentType: await readContentType(key),
    lastModified: stat.mtime,
    etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtime.getTime()).toString(16)}"`,
  });

  return {
    async put(key, body, { contentType }) {
      assertValidKey(key);
      // The type first: a new object is never visible without its type (keys are fresh ids, so the short window in
      // which a replaced object's old bytes carry the new type does not arise in practice).
      await writeAtomically(metaPath(key), Buffer.from(JSON.stringify({ contentType })));
      await writeAtomically(dataPath(key), body);
    },

    async get(key, options = {}) {
      assertValidKey(key);
      // Opened before it is measured, so a delete in between cannot leave a stream over a missing file.
      const handle = await openFile(dataPath(key));
      if (!handle) return undefined;
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) return void (await handle.close());
        const range = options.range;
        const body = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
        return { ...(await info(key, stat)), body };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    head,

    async exists(key) {
      return (await head(key)) !== undefined;
    },

    async delete(key) {
      assertValidKey(key);
      await fs.rm(dataPath(key), { force: true });
      await fs.rm(metaPath(key), { force: true });
    },

    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      const cut = prefix.lastIndexOf("/");
      const folder = prefix.slice(0, cut + 1);
      const namePrefix = prefix.slice(cut + 1);
      let removed = 0;
      for (const entry of await listFolder(path.join(root, folder))) {
        if (!entry.name.startsWith(namePrefix)) continue;
        const entryPath = path.join(root, folder, entry.name);
        removed += entry.isDirectory() ? await countFiles(entryPath) : 1;
        await fs.rm(entryPath, { recursive: true, force: true });
      }
      for (const entry of await listFolder(path.join(root, ".meta", folder))) {
        if (entry.name.startsWith(namePrefix)) await fs.rm(path.join(root, ".meta", folder, entry.name), { recursive: true, force: true });
      }
      return removed;
    },
  };
}

function isMissing(error: unknown) {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ENOENT" || code === "ENOTDIR";
}

async function openFile(file: string) {
  try {
    return await fs.open(file, "r");
  } catch (error) {
    if (isMissing(error) || (error as NodeJS.ErrnoException).code === "EISDIR") return undefined;
    throw error;
  }
}

async function listFolder(folder: string) {
  try {
    return await fs.readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
}

async function countFiles(folder: string): Promise<number> {
  const entries = await fs.readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).length;
}
