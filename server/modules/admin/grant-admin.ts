import { eq, sql } from "drizzle-orm";
import type { AppContext } from "../../app-context";
import { profiles, user } from "../../db/schema";
import { AppError } from "../../errors";
import { recordAdminAction } from "../audit/record-admin-action";

/**
 * Makes an existing account an administrator (its account type stays). The new admin must enrol two-factor
 * authentication before the console opens to them (the admin guard).
 */
export async function grantAdminAccess(ctx: AppContext, adminId: string, email: string): Promise<{ message: string }> {
  return ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: profiles.id, isAdmin: profiles.isAdmin, anonymisedAt: profiles.anonymisedAt })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(eq(sql`lower(${user.email})`, email.trim().toLowerCase()))
      .for("update");
    if (!target || target.anonymisedAt) throw new AppError("ACCOUNT_EMAIL_NOT_FOUND", `No account uses ${email}.`);
    if (target.isAdmin) throw new AppError("ALREADY_ADMIN", `${email} is already an administrator.`);
    await tx.update(profiles).set({ isAdmin: true }).where(eq(profiles.id, target.id));
    await recordAdminAction(tx, { actorId: adminId, action: "user.grant_admin", entityType: "user", entityId: target.id, before: { isAdmin: false }, after: { isAdmin: true } });
    return { message: `${email} is now an administrator. They must set up two-factor authentication before using the console.` };
  });
}
