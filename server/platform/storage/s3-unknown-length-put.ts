import type { Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from "@aws-sdk/client-s3";

/** S3's smallest part (but the last); parts are held in memory one at a time, so this bounds what an upload costs. */
export const PART_SIZE = 5 * 1024 * 1024;

type Target = { Bucket: string; Key: string; ContentType: string };

/**
 * Uploads a stream whose length is not known in advance: a small one (under one part) as a single object, a larger
 * one as a multipart upload. A stream that fails part-way aborts the upload, so no object (and no stray parts)
 * remains.
 */
export async function putStreamOfUnknownLength(client: S3Client, target: Target, body: Readable): Promise<void> {
  const parts = partsOf(body);
  const first = await parts.next();
  const firstPart = first.done ? Buffer.alloc(0) : first.value;
  const second = first.done ? undefined : await parts.next();
  if (!second || second.done) {
    await client.send(new PutObjectCommand({ ...target, Body: firstPart, ContentLength: firstPart.length }));
    return;
  }

  const { UploadId } = await client.send(new CreateMultipartUploadCommand(target));
  const where = { Bucket: target.Bucket, Key: target.Key, UploadId };
  try {
    const completed: { ETag?: string; PartNumber: number }[] = [];
    const upload = async (part: Buffer) => {
      const PartNumber = completed.length + 1;
      const { ETag } = await client.send(new UploadPartCommand({ ...where, PartNumber, Body: part, ContentLength: part.length }));
      completed.push({ ETag, PartNumber });
    };
    await upload(firstPart);
    await upload(second.value);
    for await (const part of parts) await upload(part);
    await client.send(new CompleteMultipartUploadCommand({ ...where, MultipartUpload: { Parts: completed } }));
  } catch (error) {
    await client.send(new AbortMultipartUploadCommand(where)).catch(() => undefined);
    throw error;
  }
}

/** The stream cut into PART_SIZE buffers (the last one shorter). */
async function* partsOf(body: Readable): AsyncGenerator<Buffer> {
  let chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    chunks.push(bytes);
    length += bytes.length;
    while (length >= PART_SIZE) {
      const joined = Buffer.concat(chunks);
      yield joined.subarray(0, PART_SIZE);
      chunks = [joined.subarray(PART_SIZE)];
      length = chunks[0]!.length;
    }
  }
  if (length > 0) yield Buffer.concat(chunks);
}
