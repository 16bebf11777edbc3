/** Verification documents a seller uploads, and what the upload accepts. */

export const SELLER_DOCUMENT_TYPES = [
  "GST Certificate",
  "Business Registration",
  "PAN Card",
  "Cancelled Cheque",
] as const;
export type SellerDocumentType = (typeof SELLER_DOCUMENT_TYPES)[number];

/** An uploaded document waits for an admin, who verifies or rejects it. */
export const SELLER_DOCUMENT_STATUSES = ["pending", "verified", "rejected"] as const;
export type SellerDocumentStatus = (typeof SELLER_DOCUMENT_STATUSES)[number];

export const SELLER_DOCUMENT_EXTENSIONS = [".pdf", ".jpg", ".jpeg", ".png"] as const;
export const SELLER_DOCUMENT_MEDIA_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
export const SELLER_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export function isSellerDocumentType(value: string): value is SellerDocumentType {
  return (SELLER_DOCUMENT_TYPES as readonly string[]).includes(value);
}

/** Checks the file name's extension only; the server also sniffs the content. */
export function hasAcceptedSellerDocumentExtension(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return SELLER_DOCUMENT_EXTENSIONS.some((extension) => lower.endsWith(extension) && lower.length > extension.length);
}
