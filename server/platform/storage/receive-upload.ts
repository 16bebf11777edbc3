import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppError } from "../../errors";
import { tooLargeMessage, type UploadKind, type UploadPolicy } from "./upload-policies";

/** file-type's own sample size: enough for every kind we accept (WebM needs the most). */
const SNIFF_BYTES = 4100;

/** An upload checked and held in a temporary file; call dispose() once it has been stored (or refused). */
export type ReceivedUpload = {
  path: string;
  kind: UploadKind;
  size: number;
  dispose(): Promise<void>;
};

export const unsupportedUpload = (policy: UploadPolicy) => new AppError("UNSUPPORTED_MEDIA_TYPE", policy.refusal);
export const uploadTooLarge = (kind: UploadKind) =>
  new AppError("PAYLOAD_TOO_LARGE", tooLargeMessage(kind), { maxBytes: kind.maxBytes, type: kind.mime });

/**
 * Reads an uploaded file (a @fastify/multipart part's `file` stream, or any stream) into a temporary file: its kind
 * is decided from its first bytes (never its name or declared type) and must be one the policy accepts (else 415);
 * bytes are counted as they arrive and the upload stops at the first byte over the kind's limit (413). Only a few
 * KB are ever held in memory, whatever the size of the upload.
 */
export async function receiveUpload(source: Readable, policy: UploadPolicy, options: { tmpDir?: string } = {}): Promise<ReceivedUpload> {
  const dir = await fs.mkdtemp(path.join(options.tmpDir ?? os.tmpdir(), "upload-"));
  const dispose = () => fs.rm(dir, { recursive: true, force: true });
  const file = path.join(dir, "upload");
  let kind: UploadKind | undefined;
  let size = 0;
  // Passes the bytes on to the file once the first ones have told what they are; throwing ends the pipeline.
  async function* checked(chunks: AsyncIterable<Buffer>) {
    let head: Buffer[] = [];
    for await (const chunk of chunks) {
      size += chunk.length;
      if (kind) {
        if (size > kind.maxBytes) throw uploadTooLarge(kind);
        yield chunk;
        continue;
      }
      head.push(chunk);
      if (size < SNIFF_BYTES) continue;
      kind = await sniff(Buffer.concat(head), policy);
      if (size > kind.maxBytes) throw uploadTooLarge(kind);
      yield* head;
      head = [];
    }
    if (!kind) {
      kind = await sniff(Buffer.concat(head), policy);
      yield* head;
    }
  }
  try {
    await pipeline(source, checked, createWriteStream(file, { flags: "wx" }));
    // A parser that cut the file at its own ceiling ends the stream early and marks it (busboy's `truncated`).
    if (!kind || (source as { truncated?: boolean }).truncated) throw uploadTooLarge(kind ?? policy.kinds[0]!);
    return { path: file, kind, size, dispose };
  } catch (error) {
    await dispose();
    throw error;
  }
}

async function sniff(head: Buffer, policy: UploadPolicy): Promise<UploadKind> {
  // Loaded with the first upload rather than at start: most processes take none for a long while.
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(head);
  const kind = policy.kinds.find((candidate) => candidate.mime === detected?.mime);
  if (!kind) throw unsupportedUpload(policy);
  return kind;
}
