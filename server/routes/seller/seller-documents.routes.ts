import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { sellerDocumentParamsSchema, sellerDocumentSchema, sellerDocumentUploadQuerySchema } from "@domain/schemas/seller-documents";
import type { AppContext } from "../../app-context";
import { addSellerDocument, assertCanUploadDocument, deleteSellerDocument, listSellerDocuments, openSellerDocument } from "../../modules/documents/seller-documents";
import { KYC_DOCUMENT_UPLOADS } from "../../platform/storage/upload-policies";
import { requireUser } from "../../plugins/guards";
import { receiveFileField, registerMultipartUploads } from "../../plugins/multipart-uploads";
import { sendPrivateFile } from "../private-file-reply";

const tags = ["seller documents"];
const own = { policy: { audience: "seller", owns: "self" } } as const;
const document = { policy: { audience: "seller", owns: "document" } } as const;

/** KYC documents: private files, uploaded one a request, downloaded only by their owner, as attachments. */
export const sellerDocumentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // multipart/form-data is accepted in this scope only (ADR 14).
    await registerMultipartUploads(app);

    app.get(
      "/documents",
      { config: own, schema: { tags, summary: "The seller's verification documents, newest first", response: { 200: z.array(sellerDocumentSchema) } } },
      async (request) => listSellerDocuments(ctx.db, requireUser(request).id),
    );

    app.post(
      "/documents",
      {
        config: own,
        schema: {
          tags,
          summary:
            "Upload one document (PDF, JPEG or PNG, up to 5 MB) as multipart/form-data field `file`, its type in the query. The kind is read from the content: 415 for anything else, 413 over the size",
          querystring: sellerDocumentUploadQuerySchema,
          consumes: ["multipart/form-data"],
          response: { 201: sellerDocumentSchema },
        },
      },
      async (request, reply) => {
        const sellerId = requireUser(request).id;
        await assertCanUploadDocument(ctx.db, sellerId);
        const upload = await receiveFileField(request, KYC_DOCUMENT_UPLOADS);
        return reply.code(201).send(await addSellerDocument(ctx, { sellerId, documentType: request.query.documentType, upload }));
      },
    );

    app.get(
      "/documents/:id/file",
      {
        config: document,
        schema: {
          tags,
          summary: "Download one of the seller's documents (always as an attachment)",
          params: sellerDocumentParamsSchema,
          response: { 200: { description: "The document (PDF, JPEG or PNG) as an attachment", content: { "application/octet-stream": { schema: z.string().describe("binary") } } } },
        },
      },
      async (request, reply) => {
        const { object, fileName } = await openSellerDocument(ctx, { sellerId: requireUser(request).id, documentId: request.params.id });
        return sendPrivateFile(reply, object, fileName);
      },
    );

    app.delete(
      "/documents/:id",
      {
        config: document,
        schema: { tags, summary: "Delete a document and its file, until it has been verified (409 DOCUMENT_VERIFIED)", params: sellerDocumentParamsSchema, response: { 204: z.null().describe("Deleted") } },
      },
      async (request, reply) => {
        await deleteSellerDocument(ctx, { sellerId: requireUser(request).id, documentId: request.params.id });
        return reply.code(204).send(null);
      },
    );
  };
