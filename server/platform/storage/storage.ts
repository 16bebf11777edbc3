import type { Readable } from "node:stream";

/** What a stored object is, without its bytes: enough for HTTP caching and Range answers. */
export type StoredObjectInfo = {
  size: number;
  contentType: string;
  lastModified: Date;
  /** A quoted entity tag, as sent in an ETag header. */
  etag: string;
};

export type StoredObject = StoredObjectInfo & {
  /** The bytes (of the whole object, or of the range asked for). Consume or destroy it. */
  body: Readable;
};

/** Inclusive byte offsets, as in an HTTP Range header; `end` must be below the object's size. */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live: local disk by default, an S3-compatible bucket when configured (create-storage.ts).
 * Keys are relative paths such as `products/{sellerId}/{id}.webp` (storage-key.ts says which are valid; every
 * method refuses others). Callers never learn where the bytes are: public media are read back through the
 * /media route, private files through authenticated routes.
 */
export interface Storage {
  /** Stores the bytes under `key`, replacing what was there. A reader never sees a half-written object. */
  put(key: string, body: Readable | Buffer, options: { contentType: string; contentLength?: number }): Promise<void>;
  /** The object's bytes (a range of them when asked), or undefined when there is none under `key`. */
  get(key: string, options?: { range?: ByteRange }): Promise<StoredObject | undefined>;
  /** The object's size, type and version, or undefined when there is none under `key`. */
  head(key: string): Promise<StoredObjectInfo | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes one object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (a string prefix, as in S3); answers how many went. */
  deletePrefix(prefix: string): Promise<number>;
}
