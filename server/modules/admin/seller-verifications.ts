import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import { localisedPath } from "@domain/languages";
import type { PendingVerification, VerificationDecision } from "@domain/schemas/admin-overview";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { profiles, sellerDocuments, user } from "../../db/schema";
import { notFound } from "../../errors";
import { linkEmail } from "../../platform/email/account-emails";
import { enqueueEmail } from "../../platform/email/outbox";
import { textsFor } from "../../platform/i18n/server-texts";
import { recordAdminAction } from "../audit/record-admin-action";
import { afterCursor, cursorTimestamp, decodeCursor, pageOf } from "../orders/keyset-cursor";

const PAGE_SIZE = 20;

/** Active sellers awaiting verification, newest registrations first, each with its uploaded documents. */
export async function listPendingVerifications(db: Executor, cursor?: string): Promise<{ sellers: PendingVerification[]; nextCursor: string | null }> {
  const rows = await db
    .select({
      id: profiles.id,
      cursorAt: cursorTimestamp(profiles.createdAt),
      companyName: profiles.companyName,
      contactPerson: profiles.contactPerson,
      email: user.email,
      phone: profiles.phone,
      gstNumber: profiles.gstNumber,
      createdAt: profiles.createdAt,
      verificationNote: profiles.verificationNote,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(
      and(
        eq(profiles.accountType, "seller"),
        eq(profiles.isVerified, false),
        eq(profiles.isActive, true),
        isNull(profiles.anonymisedAt),
        cursor ? afterCursor(profiles.createdAt, profiles.id, decodeCursor(cursor)) : undefined,
      ),
    )
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(PAGE_SIZE + 1);
  const { page, nextCursor } = pageOf(rows, PAGE_SIZE);
  const documents = page.length
    ? await db.select().from(sellerDocuments).where(inArray(sellerDocuments.userId, page.map((row) => row.id))).orderBy(asc(sellerDocuments.createdAt))
    : [];
  return {
    sellers: page.map((row) => ({
      sellerId: row.id,
      companyName: row.companyName,
      contactPerson: row.contactPerson,
      email: row.email,
      phone: row.phone,
      gstNumber: row.gstNumber,
      registeredAt: row.createdAt.toISOString(),
      verificationNote: row.verificationNote,
      documents: documents
        .filter((document) => document.userId === row.id)
        .map((document) => ({ id: document.id, documentType: document.documentType, status: document.status, uploadedAt: document.createdAt.toISOString() })),
    })),
    nextCursor,
  };
}

/**
 * Approve: the seller becomes verified and its documents verified. Reject: it stays unverified with the reason on
 * its profile. Either way the seller is emailed, and the action is audited, in one transaction.
 */
export async function decideVerification(ctx: AppContext, adminId: string, sellerId: string, decision: VerificationDecision): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ isVerified: profiles.isVerified, note: profiles.verificationNote, email: user.email, companyName: profiles.companyName, language: profiles.language })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(and(eq(profiles.id, sellerId), eq(profiles.accountType, "seller")))
      .for("update");
    if (!seller) throw notFound("Seller", "PROFILE_NOT_FOUND");
    const approve = decision.decision === "approve";
    const note = approve ? null : decision.reason;
    await tx.update(profiles).set({ isVerified: approve, verificationNote: note }).where(eq(profiles.id, sellerId));
    if (approve) await tx.update(sellerDocuments).set({ status: "verified" }).where(eq(sellerDocuments.userId, sellerId));
    await recordAdminAction(tx, {
      actorId: adminId,
      action: approve ? "seller.verify" : "seller.reject",
      entityType: "user",
      entityId: sellerId,
      before: { isVerified: seller.isVerified, verificationNote: seller.note },
      after: { isVerified: approve, verificationNote: note },
    });
    const { language, t } = textsFor(seller.language);
    const link = `${ctx.config.publicUrl}${localisedPath(`/seller-dashboard${approve ? "" : "/settings"}`, language)}`;
    await enqueueEmail(
      tx,
      approve
        ? linkEmail(
            seller.email,
            t("sellerVerified.subject"),
            {
              before: [t("sellerVerified.goodNews", { company: seller.companyName ?? t("sellerVerified.yourBusiness") }), t("sellerVerified.tick")],
              action: t("sellerVerified.action"),
              link,
              after: [],
            },
            language,
          )
        : linkEmail(
            seller.email,
            t("sellerRejected.subject"),
            {
              before: [t("sellerRejected.notYet"), t("sellerRejected.reason", { reason: decision.reason }), t("sellerRejected.update")],
              action: t("sellerRejected.action"),
              link,
              after: [],
            },
            language,
          ),
    );
  });
}
