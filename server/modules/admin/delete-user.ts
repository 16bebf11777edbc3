import { and, eq, or, sql } from "drizzle-orm";
import type { AdminUserDeletion } from "@domain/schemas/admin-users";
import type { AppContext } from "../../app-context";
import type { Transaction } from "../../db/client";
import {
  account,
  auditLog,
  checkouts,
  emailOutbox,
  orders,
  productMedia,
  products,
  profiles,
  sellerDocuments,
  session,
  subscriptionInvoices,
  twoFactor,
  user,
  userSubscriptions,
  verification,
  wishlistItems,
} from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { deleteProductMediaFiles } from "../../platform/media/product-media";
import { recordAdminAction } from "../audit/record-admin-action";
import { isUuid } from "../orders/order-id";
import { assertAnotherAdminRemains, lockAdminRoster } from "./admin-users";

/** Whether the account appears in the books: orders (bought or sold), checkouts, subscriptions or invoices. */
async function hasBooks(tx: Transaction, userId: string): Promise<boolean> {
  const {
    rows: [row],
  } = await tx.execute<{ kept: boolean }>(sql`select
    exists (select 1 from ${orders} where ${or(eq(orders.buyerId, userId), eq(orders.sellerId, userId))})
    or exists (select 1 from ${checkouts} where ${eq(checkouts.buyerId, userId)})
    or exists (select 1 from ${userSubscriptions} where ${eq(userSubscriptions.userId, userId)})
    or exists (select 1 from ${subscriptionInvoices} where ${eq(subscriptionInvoices.userId, userId)}) as kept`);
  return row?.kept === true;
}

type StoredFiles = { documentKeys: string[]; mediaUrls: string[] };

/** The account's KYC documents and product media in storage, to remove once the rows are gone. */
async function storedFilesOf(tx: Transaction, userId: string): Promise<StoredFiles> {
  const documents = await tx.select({ key: sellerDocuments.fileUrl }).from(sellerDocuments).where(eq(sellerDocuments.userId, userId));
  const media = await tx
    .select({ url: productMedia.mediaUrl })
    .from(productMedia)
    .innerJoin(products, eq(products.id, productMedia.productId))
    .where(eq(products.sellerId, userId));
  return { documentKeys: documents.map((document) => document.key), mediaUrls: media.map((medium) => medium.url) };
}

/** The fields of a user that the audit log may hold in its before/after and that go when the user is deleted. */
const PERSONAL_FIELDS = [
  "email",
  "companyName",
  "contactPerson",
  "firstName",
  "lastName",
  "phone",
  "address",
  "gstNumber",
  "billingAddress",
  "shippingAddress",
  "bankAccountHolderName",
  "bankAccountNumber",
  "bankName",
  "bankIfscCode",
  "bankBranch",
];

/**
 * What stays of a deleted person outside their own rows goes too: the personal fields in the audit log's records of
 * changes to them (what was changed and by whom stays), the emails queued or sent to them, pending verification
 * tokens for their address.
 */
async function forgetPersonalTraces(tx: Transaction, userId: string, email: string): Promise<void> {
  const fields = sql.raw(`array[${PERSONAL_FIELDS.map((field) => `'${field}'`).join(", ")}]::text[]`);
  const withoutPersonal = (side: "before" | "after") =>
    sql`case when jsonb_typeof(${auditLog.details} -> ${side}) = 'object'
      then jsonb_build_object(${side}::text, (${auditLog.details} -> ${side}) - ${fields}) else '{}'::jsonb end`;
  await tx
    .update(auditLog)
    .set({ details: sql`${auditLog.details} || ${withoutPersonal("before")} || ${withoutPersonal("after")}` })
    .where(and(eq(auditLog.entityType, "user"), eq(auditLog.entityId, userId), sql`jsonb_typeof(${auditLog.details}) = 'object'`));
  await tx.delete(emailOutbox).where(eq(emailOutbox.toAddress, email));
  await tx.delete(verification).where(eq(verification.identifier, email));
}

/**
 * Everything personal goes and nothing that the books need: the login (credentials, second factor, sessions), the
 * name, email, contact, addresses, bank details and KYC documents, the seller's products and the wishlist. The
 * profile row stays, inactive and marked anonymised, so orders, payouts and GST invoices (which carry their own
 * snapshots of names and addresses) keep pointing at it.
 */
async function anonymise(tx: Transaction, userId: string): Promise<void> {
  await tx.delete(sellerDocuments).where(eq(sellerDocuments.userId, userId));
  await tx.delete(products).where(eq(products.sellerId, userId));
  await tx.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
  await tx.delete(session).where(eq(session.userId, userId));
  await tx.delete(account).where(eq(account.userId, userId));
  await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await tx
    .update(user)
    .set({ name: "Deleted user", email: `deleted-${userId}@anonymised.invalid`, emailVerified: false, image: null, twoFactorEnabled: false })
    .where(eq(user.id, userId));
  await tx
    .update(profiles)
    .set({
      isActive: false,
      isAdmin: false,
      contactPerson: null,
      firstName: null,
      lastName: null,
      companyName: null,
      phone: null,
      address: null,
      gstNumber: null,
      billingAddress: null,
      shippingAddress: null,
      bankAccountHolderName: null,
      bankAccountNumber: null,
      bankName: null,
      bankIfscCode: null,
      bankBranch: null,
      verificationNote: null,
      anonymisedAt: new Date(),
    })
    .where(eq(profiles.id, userId));
}

/**
 * An admin deletes an account, in one audited transaction. Delete keeps the books: an account with orders, payouts,
 * subscriptions or invoices is anonymised (GST law requires those records to be kept); one with none is removed
 * with everything it owns. An admin cannot delete themself, and the last admin cannot be deleted.
 */
export async function deleteAdminUser(ctx: AppContext, adminId: string, userId: string): Promise<AdminUserDeletion> {
  if (!isUuid(userId)) throw notFound("User", "PROFILE_NOT_FOUND");
  if (userId === adminId) throw new AppError("SELF_CHANGE_REFUSED");
  const { outcome, files } = await ctx.db.transaction(async (tx) => {
    await lockAdminRoster(tx);
    const [target] = await tx
      .select({ profile: profiles, email: user.email })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(eq(profiles.id, userId))
      .for("update", { of: profiles });
    if (!target || target.profile.anonymisedAt) throw notFound("User", "PROFILE_NOT_FOUND");
    if (target.profile.isAdmin) await assertAnotherAdminRemains(tx, userId);
    const kept = await hasBooks(tx, userId);
    const before = { accountType: target.profile.accountType, isAdmin: target.profile.isAdmin };
    const files = await storedFilesOf(tx, userId);
    await forgetPersonalTraces(tx, userId, target.email);
    if (kept) await anonymise(tx, userId);
    else await tx.delete(user).where(eq(user.id, userId)); // the profile and all it owns go with it (cascades)
    const result = kept ? "anonymised" : "removed";
    await recordAdminAction(tx, { actorId: adminId, action: `user.delete`, entityType: "user", entityId: userId, before, after: { outcome: result } });
    return { outcome: result, files } as const;
  });
  await removeFiles(ctx, userId, files);
  return { outcome };
}

/** Stored files go after the commit; one that fails to go is logged (the account is deleted either way). */
async function removeFiles(ctx: AppContext, userId: string, { documentKeys, mediaUrls }: StoredFiles) {
  await deleteProductMediaFiles(ctx.storage, mediaUrls).catch((error: unknown) => ctx.log.error({ err: error, userId }, "deleted user: some product media could not be removed"));
  for (const key of documentKeys) await ctx.storage.delete(key).catch((error: unknown) => ctx.log.error({ err: error, key }, "deleted user: a document could not be removed"));
}
