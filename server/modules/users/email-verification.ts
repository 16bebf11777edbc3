import { isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { EmailVerificationResponse } from "@domain/schemas/account";
import type { AppContext } from "../../app-context";
import { profiles, user } from "../../db/schema";
import { AppError } from "../../errors";

/** The email a verification token claims, read without trusting it (better-auth checks the signature after). */
function claimedEmail(token: string): string | null {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as { email?: unknown };
    return typeof payload.email === "string" ? payload.email.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Confirms an emailed verification link through better-auth. Tells a first use from a reused link, and answers only
 * after the token's signature checked out, so it reveals nothing about addresses to someone without a real link.
 */
export async function confirmEmail(ctx: AppContext, token: string): Promise<EmailVerificationResponse> {
  const email = claimedEmail(token);
  const [before] = email ? await ctx.db.select({ emailVerified: user.emailVerified }).from(user).where(eq(user.email, email)) : [];
  try {
    await ctx.auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    if (error.body?.code === "TOKEN_EXPIRED") {
      throw new AppError("VERIFICATION_LINK_EXPIRED", "This verification link has expired. Ask for a new one from the sign-in page.");
    }
    throw new AppError("VERIFICATION_LINK_INVALID", "This verification link is not valid. Use the latest link we emailed you, or ask for a new one from the sign-in page.");
  }
  const [row] = await ctx.db
    .select({ accountType: profiles.accountType })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(user.email, email ?? ""));
  if (!row) throw new AppError("VERIFICATION_LINK_INVALID", "This verification link is not valid.");
  return { result: before?.emailVerified ? "already_verified" : "verified", accountType: row.accountType };
}
