import { z } from "zod";
import { SELLER_DOCUMENT_STATUSES, SELLER_DOCUMENT_TYPES } from "../seller-documents";

/** One uploaded verification document; `fileUrl` is the authenticated download route, never a public address. */
export const sellerDocumentSchema = z.object({
  id: z.uuid(),
  documentType: z.enum(SELLER_DOCUMENT_TYPES),
  status: z.enum(SELLER_DOCUMENT_STATUSES),
  createdAt: z.string(),
  fileUrl: z.string(),
});
export type SellerDocument = z.infer<typeof sellerDocumentSchema>;

/** POST /api/seller/documents?documentType=…: the type travels in the query, so it is checked before the upload is read. */
export const sellerDocumentUploadQuerySchema = z.strictObject({ documentType: z.enum(SELLER_DOCUMENT_TYPES) });
export const sellerDocumentParamsSchema = z.strictObject({ id: z.uuid() });
