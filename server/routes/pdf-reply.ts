import type { FastifyReply } from "fastify";
import { z } from "zod";
import { attachmentDisposition } from "./attachment-disposition";

/** The OpenAPI answer of a route that downloads a document as a PDF. */
export const pdfResponse = (description: string) => ({ description, content: { "application/pdf": { schema: z.string().describe("binary") } } });

/** Sends a generated document (a tax invoice, a credit note) as a private download, never cached on the way. */
export function sendPdf(reply: FastifyReply, document: { fileName: string; pdf: Buffer }) {
  return reply
    .header("Content-Type", "application/pdf")
    .header("Content-Disposition", attachmentDisposition(document.fileName))
    .header("X-Content-Type-Options", "nosniff")
    .header("Cache-Control", "private, no-store")
    .send(document.pdf as unknown as string);
}
