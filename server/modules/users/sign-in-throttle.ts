import { and, count, eq, gt, inArray, lte, min } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { verification } from "../../db/schema";

/**
 * Failed password sign-ins are counted per account (email) and per client address. Each failure is a row in
 * better-auth's verification table (its own key/value store with expiry, which it uses the same way for two-factor
 * attempts): rows from concurrent requests or several API processes simply add up, and they expire by themselves.
 */
export const SIGN_IN_LIMITS = {
  account: { max: 5, windowSeconds: 15 * 60 },
  address: { max: 30, windowSeconds: 15 * 60 },
} as const;

type Attempt = { email: string; ip: string | null };
export type SignInBlock = { scope: "account" | "address"; retryAfterSeconds: number };

const accountKey = (email: string) => `sign-in-failure:account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `sign-in-failure:address:${ip}`;

async function activeFailures(db: Executor, identifier: string, now: Date) {
  const [row] = await db
    .select({ failures: count(), firstExpiry: min(verification.expiresAt) })
    .from(verification)
    .where(and(eq(verification.identifier, identifier), gt(verification.expiresAt, now)));
  return { failures: row?.failures ?? 0, firstExpiry: row?.firstExpiry ?? now };
}

/** Null when the attempt may go ahead; otherwise which limit is reached and for how long. */
export async function signInBlock(db: Executor, attempt: Attempt, now = new Date()): Promise<SignInBlock | null> {
  const checks: { scope: SignInBlock["scope"]; key: string; max: number }[] = [
    { scope: "account", key: accountKey(attempt.email), max: SIGN_IN_LIMITS.account.max },
  ];
  if (attempt.ip) checks.push({ scope: "address", key: addressKey(attempt.ip), max: SIGN_IN_LIMITS.address.max });
  for (const check of checks) {
    const { failures, firstExpiry } = await activeFailures(db, check.key, now);
    if (failures >= check.max) {
      const retryAfterSeconds = Math.max(1, Math.ceil((new Date(firstExpiry).getTime() - now.getTime()) / 1000));
      return { scope: check.scope, retryAfterSeconds };
    }
  }
  return null;
}

export async function recordSignInFailure(db: Executor, attempt: Attempt, now = new Date()) {
  const expiry = (seconds: number) => new Date(now.getTime() + seconds * 1000);
  const rows = [{ identifier: accountKey(attempt.email), value: "1", expiresAt: expiry(SIGN_IN_LIMITS.account.windowSeconds) }];
  if (attempt.ip) rows.push({ identifier: addressKey(attempt.ip), value: "1", expiresAt: expiry(SIGN_IN_LIMITS.address.windowSeconds) });
  const keys = rows.map((row) => row.identifier);
  await db.delete(verification).where(and(inArray(verification.identifier, keys), lte(verification.expiresAt, now)));
  await db.insert(verification).values(rows);
}

/** A correct password clears the account's count (the address keeps its own). */
export async function clearAccountFailures(db: Executor, email: string) {
  await db.delete(verification).where(eq(verification.identifier, accountKey(email)));
}
