import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { and, count, desc, eq } from "drizzle-orm";
import type { SellerDocumentType } from "@domain/seller-documents";
import type { SellerDocument } from "@domain/schemas/seller-documents";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { profiles, sellerDocuments } from "../../db/schema";
import { AppError } from "../../errors";
import type { ReceivedUpload } from "../../platform/storage/receive-upload";

/** Enough for every document type several times over; it also bounds the list, which is not paginated. */
export const MAX_DOCUMENTS_PER_SELLER = 20;

/**
 * KYC files live under `kyc/`, which is not a public media prefix (platform/media/public-media.ts): /media never
 * serves them. The row's `file_url` column holds this storage key; clients get the authenticated route instead.
 */
const documentKey = (sellerId: string, id: string, extension: string) => `kyc/${sellerId}/${id}.${extension}`;
const documentNotFound = () => new AppError("DOCUMENT_NOT_FOUND");
const limitReached = () =>
  new AppError("DOCUMENT_LIMIT_REACHED", `An account can hold at most ${MAX_DOCUMENTS_PER_SELLER} documents. Delete one to upload another.`, {
    limit: MAX_DOCUMENTS_PER_SELLER,
  });

const shown = (row: typeof sellerDocuments.$inferSelect): SellerDocument => ({
  id: row.id,
  documentType: row.documentType,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  fileUrl: `/api/seller/documents/${row.id}/file`,
});

async function documentCount(db: Executor, sellerId: string) {
  const [row] = await db.select({ documents: count() }).from(sellerDocuments).where(eq(sellerDocuments.userId, sellerId));
  return row?.documents ?? 0;
}

/** GET /api/seller/documents: the seller's own, newest first. */
export async function listSellerDocuments(db: Executor, sellerId: string): Promise<SellerDocument[]> {
  const rows = await db
    .select()
    .from(sellerDocuments)
    .where(eq(sellerDocuments.userId, sellerId))
    .orderBy(desc(sellerDocuments.createdAt), desc(sellerDocuments.id))
    .limit(MAX_DOCUMENTS_PER_SELLER);
  return rows.map(shown);
}

/** Checked before the upload is read, so a full account spools nothing. */
export async function assertCanUploadDocument(db: Executor, sellerId: string): Promise<void> {
  if ((await documentCount(db, sellerId)) >= MAX_DOCUMENTS_PER_SELLER) throw limitReached();
}

/**
 * POST /api/seller/documents: stores a received (sniffed, size-capped) upload privately and records it as pending.
 * The seller's profile row is locked while counting, so concurrent uploads cannot pass the limit together; if the
 * row cannot be written, the stored file is removed again.
 */
export async function addSellerDocument(
  ctx: AppContext,
  input: { sellerId: string; documentType: SellerDocumentType; upload: ReceivedUpload },
): Promise<SellerDocument> {
  const id = randomUUID();
  const key = documentKey(input.sellerId, id, input.upload.kind.extension);
  try {
    await ctx.storage.put(key, createReadStream(input.upload.path), { contentType: input.upload.kind.mime, contentLength: input.upload.size });
  } finally {
    await input.upload.dispose();
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, input.sellerId)).for("update");
      if ((await documentCount(tx, input.sellerId)) >= MAX_DOCUMENTS_PER_SELLER) throw limitReached();
      const [row] = await tx.insert(sellerDocuments).values({ id, userId: input.sellerId, documentType: input.documentType, fileUrl: key }).returning();
      return shown(row!);
    });
  } catch (error) {
    await ctx.storage.delete(key).catch(() => undefined);
    throw error;
  }
}

/** DELETE /api/seller/documents/:id: only the seller's own (else 404), and only until an admin has verified it (409). */
export async function deleteSellerDocument(ctx: AppContext, input: { sellerId: string; documentId: string }): Promise<void> {
  const key = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(sellerDocuments)
      .where(and(eq(sellerDocuments.id, input.documentId), eq(sellerDocuments.userId, input.sellerId)))
      .for("update");
    if (!row) throw documentNotFound();
    if (row.status === "verified") throw new AppError("DOCUMENT_VERIFIED");
    await tx.delete(sellerDocuments).where(eq(sellerDocuments.id, row.id));
    return row.fileUrl;
  });
  await ctx.storage.delete(key).catch((error: unknown) => ctx.log.error({ err: error, key }, "deleted document: its stored file could not be removed"));
}

/**
 * The stored bytes of a document, with a download name: the seller's own (GET /api/seller/documents/:id/file), or,
 * without `sellerId`, any seller's for an admin verifying it (GET /api/admin/documents/:id/file).
 */
export async function openSellerDocument(ctx: AppContext, input: { sellerId?: string; documentId: string }) {
  const [row] = await ctx.db
    .select()
    .from(sellerDocuments)
    .where(and(eq(sellerDocuments.id, input.documentId), input.sellerId === undefined ? undefined : eq(sellerDocuments.userId, input.sellerId)));
  const object = row ? await ctx.storage.get(row.fileUrl) : undefined;
  if (!row || !object) throw documentNotFound();
  const extension = row.fileUrl.slice(row.fileUrl.lastIndexOf(".") + 1);
  const fileName = `${row.documentType.toLowerCase().replace(/\s+/g, "-")}-${row.createdAt.toISOString().slice(0, 10)}.${extension}`;
  return { object, fileName };
}
