import fs from "node:fs/promises";
import path from "node:path";
import type { Storage } from "../../platform/storage/storage";

export type FilesReport = { files: number; bytes: number };

/** Every stored object's key under a disk storage folder: relative paths, without its .meta and .tmp bookkeeping. */
async function* keysUnder(root: string, prefix = ""): AsyncGenerator<string> {
  const entries = await fs.readdir(path.join(root, prefix), { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith(".")) continue;
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* keysUnder(root, key);
    else if (entry.isFile()) yield key;
  }
}

/**
 * Copies every file of the local storage folder to the target storage (the S3 bucket), with its content type, and
 * checks each one's size there. Copying again replaces objects with the same bytes, so a move that stopped half-way
 * can simply be run again with the files.
 */
export async function moveFiles(sourceDir: string, source: Storage, target: Storage, log: (line: string) => void = () => {}): Promise<FilesReport> {
  let files = 0;
  let bytes = 0;
  for await (const key of keysUnder(path.resolve(sourceDir))) {
    const object = await source.get(key);
    if (!object) continue;
    await target.put(key, object.body, { contentType: object.contentType, contentLength: object.size });
    const stored = await target.head(key);
    if (stored?.size !== object.size) throw new Error(`${key}: ${object.size} bytes here, ${stored?.size ?? "none"} in the bucket`);
    files += 1;
    bytes += object.size;
    if (files % 100 === 0) log(`files: ${files} copied`);
  }
  return { files, bytes };
}
