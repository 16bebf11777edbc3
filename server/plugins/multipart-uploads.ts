import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../errors";
import { receiveUpload, type ReceivedUpload } from "../platform/storage/receive-upload";
import { LARGEST_UPLOAD_BYTES, type UploadPolicy } from "../platform/storage/upload-policies";

/**
 * One file a request (the web app uploads each file on its own, with its own progress bar), a few small text
 * fields beside it. The per-file ceiling sits one byte above the largest accepted upload, so receiveUpload's own
 * count (with the kind's limit and message) always stops an oversized file first.
 */
export const MULTIPART_LIMITS = {
  files: 1,
  fileSize: LARGEST_UPLOAD_BYTES + 1,
  fields: 10,
  fieldNameSize: 100,
  fieldSize: 16 * 1024,
  parts: 12,
  headerPairs: 100,
} as const;

/**
 * Accepts multipart/form-data in this scope only: register it inside the plugin of the upload routes, so every
 * other route keeps refusing any body but JSON with 415.
 */
export async function registerMultipartUploads(scope: FastifyInstance) {
  await scope.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
}

export type ReceivedFileField = ReceivedUpload & { fieldName: string; fileName: string };

/**
 * The request's file, received under `policy` into a temporary file (content sniffed, size capped while
 * streaming: receive-upload.ts). The caller stores it and calls `dispose()` (storeProductMedia does). Errors are
 * AppErrors: 400 no file or a broken form, 413 too large, 415 not multipart or a kind the policy refuses.
 */
export async function receiveFileField(request: FastifyRequest, policy: UploadPolicy): Promise<ReceivedFileField> {
  try {
    const part = await request.file();
    if (!part) throw new AppError("FILE_REQUIRED", "Choose a file to upload.");
    const upload = await receiveUpload(part.file, policy);
    return { ...upload, fieldName: part.fieldname, fileName: part.filename };
  } catch (error) {
    throw multipartError(error);
  }
}

function multipartError(error: unknown) {
  if (error instanceof AppError) return error;
  switch ((error as { code?: string }).code) {
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return new AppError("UNSUPPORTED_MEDIA_TYPE", "Send the file as multipart/form-data.");
    case "FST_REQ_FILE_TOO_LARGE":
      return new AppError("PAYLOAD_TOO_LARGE", "The file is too large.");
    case "FST_PARTS_LIMIT":
    case "FST_FILES_LIMIT":
    case "FST_FIELDS_LIMIT":
      return new AppError("PAYLOAD_TOO_LARGE", "The upload has too many parts: send one file at a time.");
    case "FST_PROTO_VIOLATION":
    case "FST_MP_PREMATURE_CLOSE":
      return new AppError("BAD_REQUEST", "The upload was malformed or cut short. Please try again.");
    default:
      // busboy's own parse errors ("Unexpected end of form", "Malformed part header") carry no code.
      if (error instanceof Error && /form|part|boundary|multipart/i.test(error.message)) {
        return new AppError("BAD_REQUEST", "The upload was malformed or cut short. Please try again.");
      }
      return error;
  }
}
