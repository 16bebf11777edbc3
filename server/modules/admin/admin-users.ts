import { and, count, desc, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import { platformFeePercentText } from "@domain/fees";
import type { AdminActionName } from "@domain/schemas/admin-audit";
import type { AdminUser, AdminUserChange, AdminUserQuery } from "@domain/schemas/admin-users";
import type { AppContext } from "../../app-context";
import type { Executor, Transaction } from "../../db/client";
import { products, profiles, session, user } from "../../db/schema";
import { AppError, businessRule, notFound } from "../../errors";
import { recordAdminAction } from "../audit/record-admin-action";
import { containsPattern } from "../seller-catalog/list-seller-products";
import { afterCursor, cursorTimestamp, decodeCursor, pageOf } from "../orders/keyset-cursor";

const roleFilter = (role: AdminUserQuery["role"]): SQL | undefined =>
  role === "admin" ? eq(profiles.isAdmin, true) : role ? and(eq(profiles.accountType, role), eq(profiles.isAdmin, false)) : undefined;

const columns = {
  id: profiles.id,
  cursorAt: cursorTimestamp(profiles.createdAt),
  email: user.email,
  name: user.name,
  companyName: profiles.companyName,
  contactPerson: profiles.contactPerson,
  phone: profiles.phone,
  address: profiles.address,
  gstNumber: profiles.gstNumber,
  accountType: profiles.accountType,
  isAdmin: profiles.isAdmin,
  isActive: profiles.isActive,
  isVerified: profiles.isVerified,
  twoFactorEnabled: user.twoFactorEnabled,
  platformFeePercentage: profiles.platformFeePercentage,
  createdAt: profiles.createdAt,
  anonymisedAt: profiles.anonymisedAt,
};

const selectUsers = (db: Executor) => db.select(columns).from(profiles).innerJoin(user, eq(user.id, profiles.id)).$dynamic();
type Row = Awaited<ReturnType<typeof selectUsers>>[number];

function toAdminUser({ cursorAt: _cursor, createdAt, anonymisedAt, platformFeePercentage, twoFactorEnabled, ...row }: Row): AdminUser {
  return {
    ...row,
    anonymisedAt: anonymisedAt?.toISOString() ?? null,
    twoFactorEnabled: twoFactorEnabled ?? false,
    platformFeePercentage: platformFeePercentage === null ? null : Number(platformFeePercentage),
    createdAt: createdAt.toISOString(),
  };
}

/** Every account, newest first, searchable by name, email, company and GSTIN, filtered by role and state. */
export async function listAdminUsers(db: Executor, query: AdminUserQuery): Promise<{ users: AdminUser[]; nextCursor: string | null }> {
  const term = query.q ? containsPattern(query.q) : undefined;
  const rows = await selectUsers(db)
    .where(
      and(
        term ? or(ilike(user.name, term), ilike(user.email, term), ilike(profiles.companyName, term), ilike(profiles.gstNumber, term)) : undefined,
        roleFilter(query.role),
        query.active === undefined ? undefined : eq(profiles.isActive, query.active),
        query.verified === undefined ? undefined : eq(profiles.isVerified, query.verified),
        query.cursor ? afterCursor(profiles.createdAt, profiles.id, decodeCursor(query.cursor)) : undefined,
      ),
    )
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return {
    users: page.map(toAdminUser),
    nextCursor,
  };
}

/**
 * Serialises the changes to accounts that can remove an administrator (role, activation, deletion) until the
 * transaction ends. Taken first, before any row lock, so two admins demoting each other wait in turn instead of
 * deadlocking on each other's rows.
 */
export async function lockAdminRoster(tx: Transaction): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-roster'))`);
}

/**
 * Refuses a change that would leave the platform without an active administrator once `removedAdminId` loses its
 * rights. The caller holds lockAdminRoster, so no other removal can cross it.
 */
export async function assertAnotherAdminRemains(tx: Transaction, removedAdminId: string) {
  const [admins] = await tx
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.isAdmin, true), eq(profiles.isActive, true), ne(profiles.id, removedAdminId)));
  if ((admins?.n ?? 0) === 0) throw new AppError("LAST_ADMIN");
}

/**
 * One change to an account, audited in its transaction: its role (Buyer or Seller sets the account type and removes
 * admin rights; Admin adds them and keeps the type), active or not, verified or not (only a seller, not an admin,
 * is verified: verification vouches for a business that sells), or its own platform fee.
 * Or the company details (company, contact, mobile, address, GSTIN).
 * A role change or a deactivation ends every session of the account at once; a seller made a Buyer has its products
 * hidden. An admin cannot demote or deactivate
 * themself, and the last active admin cannot be demoted or deactivated.
 */
export async function changeAdminUser(ctx: AppContext, adminId: string, userId: string, change: AdminUserChange): Promise<AdminUser> {
  await ctx.db.transaction(async (tx) => {
    if ("role" in change || "isActive" in change) await lockAdminRoster(tx);
    const [target] = await tx.select().from(profiles).where(eq(profiles.id, userId)).for("update");
    if (!target) throw notFound("User", "PROFILE_NOT_FOUND");
    let before: Record<string, unknown>;
    let after: Record<string, unknown>;
    let action: AdminActionName;
    let endSessions = false;
    if ("role" in change) {
      const removesAdmin = target.isAdmin && change.role !== "admin";
      if (removesAdmin && userId === adminId) throw new AppError("SELF_CHANGE_REFUSED");
      if (removesAdmin) await assertAnotherAdminRemains(tx, userId);
      const next = change.role === "admin" ? { isAdmin: true, accountType: target.accountType } : { isAdmin: false, accountType: change.role };
      [before, after, action, endSessions] = [{ isAdmin: target.isAdmin, accountType: target.accountType }, next, "user.role", true];
      await tx.update(profiles).set(next).where(eq(profiles.id, userId));
      // A buyer sells nothing: a former seller's listings go off the storefront (it can list them again as a seller).
      if (target.accountType === "seller" && next.accountType === "buyer") {
        const hidden = await tx.update(products).set({ isActive: false }).where(and(eq(products.sellerId, userId), eq(products.isActive, true))).returning({ id: products.id });
        after = { ...next, productsHidden: hidden.length };
      }
    } else if ("isActive" in change) {
      if (!change.isActive && userId === adminId) throw new AppError("SELF_CHANGE_REFUSED");
      if (!change.isActive && target.isAdmin) await assertAnotherAdminRemains(tx, userId);
      [before, after, action, endSessions] = [{ isActive: target.isActive }, { isActive: change.isActive }, change.isActive ? "user.activate" : "user.deactivate", !change.isActive];
      await tx.update(profiles).set({ isActive: change.isActive }).where(eq(profiles.id, userId));
    } else if ("isVerified" in change) {
      if (change.isVerified && (target.accountType !== "seller" || target.isAdmin)) throw businessRule("ONLY_SELLERS_VERIFIED");
      [before, after, action] = [{ isVerified: target.isVerified }, { isVerified: change.isVerified }, change.isVerified ? "user.verify" : "user.unverify"];
      await tx.update(profiles).set({ isVerified: change.isVerified }).where(eq(profiles.id, userId));
    } else if ("details" in change) {
      const fields = Object.keys(change.details) as (keyof typeof change.details)[];
      before = Object.fromEntries(fields.map((field) => [field, target[field]]));
      [after, action] = [change.details, "user.details"];
      await tx.update(profiles).set(change.details).where(eq(profiles.id, userId));
    } else {
      const fee = change.platformFeePercentage === null ? null : platformFeePercentText(change.platformFeePercentage);
      [before, after, action] = [{ platformFeePercentage: target.platformFeePercentage }, { platformFeePercentage: fee }, "user.platform_fee"];
      await tx.update(profiles).set({ platformFeePercentage: fee }).where(eq(profiles.id, userId));
    }
    if (endSessions) await tx.delete(session).where(eq(session.userId, userId));
    await recordAdminAction(tx, { actorId: adminId, action, entityType: "user", entityId: userId, before, after });
  });
  return getAdminUser(ctx.db, userId);
}

export async function getAdminUser(db: Executor, userId: string): Promise<AdminUser> {
  const [row] = await selectUsers(db).where(eq(profiles.id, userId));
  if (!row) throw notFound("User", "PROFILE_NOT_FOUND");
  return toAdminUser(row);
}

