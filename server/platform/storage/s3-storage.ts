import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { Storage, StoredObjectInfo } from "./storage";
import { assertValidKey, assertValidPrefix } from "./storage-key";
import { putStreamOfUnknownLength } from "./s3-unknown-length-put";

export type S3StorageConfig = {
  bucket: string;
  region: string;
  /** An S3-compatible service (MinIO, R2, a test server); addressed path-style, as most of them expect. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
};

/** A bucket of AWS S3 or any S3-compatible service; keys as the disk adapter's, content types as object metadata. */
export function createS3Storage(config: S3StorageConfig): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: Boolean(config.endpoint),
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: the SDK's default (a CRC trailer on every upload) is not understood by
    // many S3-compatible services.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = config.bucket;

  async function head(key: string): Promise<StoredObjectInfo | undefined> {
    assertValidKey(key);
    try {
      const object = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return describe(object);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  return {
    async put(key, body, { contentType, contentLength }) {
      assertValidKey(key);
      const length = Buffer.isBuffer(body) ? body.length : contentLength;
      // S3 needs the length before the bytes; a stream of unknown length goes up in parts instead.
      if (length === undefined) return putStreamOfUnknownLength(client, { Bucket, Key: key, ContentType: contentType }, body as Readable);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType, ContentLength: length }));
    },

    async get(key, options = {}) {
      assertValidKey(key);
      const range = options.range;
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket, Key: key, Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        const info = describe(object);
        // A ranged answer's ContentLength is the range's; the object's size is after the slash of Content-Range.
        const total = object.ContentRange?.split("/")[1];
        if (total && total !== "*") info.size = Number(total);
        return { ...info, body: object.Body as Readable };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    head,

    async exists(key) {
      return (await head(key)) !== undefined;
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },

    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      let removed = 0;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [{ Key: object.Key }] : []));
        if (keys.length) {
          const result = await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
          if (result.Errors?.length) throw new Error(`S3 refused to delete ${result.Errors.length} objects under ${prefix}`);
          removed += keys.length;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return removed;
    },
  };
}

function describe(object: { ContentLength?: number; ContentType?: string; LastModified?: Date; ETag?: string }) {
  return {
    size: object.ContentLength ?? 0,
    contentType: object.ContentType ?? "application/octet-stream",
    lastModified: object.LastModified ?? new Date(0),
    etag: object.ETag ?? `"${object.ContentLength ?? 0}"`,
  };
}

function isNotFound(error: unknown) {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey");
}
