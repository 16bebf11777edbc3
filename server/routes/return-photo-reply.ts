import type { FastifyReply } from "fastify";
import { z } from "zod";
import type { StoredObject } from "../platform/storage/storage";

export const returnPhotoParams = z.strictObject({ returnId: z.string().max(100), photoId: z.string().max(100) });
export const returnPhotoResponse = { description: "The photo (WebP)", content: { "image/webp": { schema: z.string().describe("binary") } } };

/**
 * A return request's photo, shown in the page (a re-encoded WebP, nothing else is ever stored there) but private:
 * never cached by anything between, never sniffed as another type.
 */
export function sendReturnPhoto(reply: FastifyReply, object: StoredObject) {
  return reply
    .header("Content-Type", "image/webp")
    .header("Content-Length", object.size)
    .header("Content-Disposition", "inline")
    .header("X-Content-Type-Options", "nosniff")
    .header("Cache-Control", "private, max-age=3600")
    .send(object.body as unknown as string);
}
