import type { FastifyReply } from "fastify";
import type { StoredObject } from "../platform/storage/storage";

/**
 * Sends a private stored file (a KYC document) as a download that is never rendered in the page's origin nor cached
 * by anything between: attachment, nosniff, private no-store. The body streams as stored (never serialised).
 */
export function sendPrivateFile(reply: FastifyReply, object: StoredObject, fileName: string) {
  return reply
    .header("Content-Type", object.contentType)
    .header("Content-Length", object.size)
    .header("Content-Disposition", `attachment; filename="${fileName}"`)
    .header("X-Content-Type-Options", "nosniff")
    .header("Cache-Control", "private, no-store")
    .send(object.body as unknown as string);
}
