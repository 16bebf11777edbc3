import type { FastifyReply } from "fastify";
import { z } from "zod";
import { attachmentDisposition } from "./attachment-disposition";

/** The OpenAPI answer of a route that downloads a generated CSV. */
export const csvResponse = (description: string) => ({ description, content: { "text/csv": { schema: z.string() } } });

/** Sends a generated CSV (UTF-8 with a byte order mark) as a private download, never cached on the way. */
export function sendCsv(reply: FastifyReply, fileName: string, csv: string) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("Content-Disposition", attachmentDisposition(fileName))
    .header("Cache-Control", "private, no-store")
    .send(csv);
}
