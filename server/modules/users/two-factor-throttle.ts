import type { Database, Executor } from "../../db/client";
import { clearAttempts, releaseAttempt, reserveAttempt, type ThrottleLimit } from "./attempt-throttle";

/**
 * Guesses of a six-digit code (TOTP or backup code) after the password step, or while enrolling. Whoever reaches
 * this step has the password, so the account may be limited outright; the address limit covers one machine
 * working through many accounts whose passwords it holds.
 */
export const TWO_FACTOR_LIMITS = {
  account: { max: 5, windowSeconds: 15 * 60 },
  address: { max: 20, windowSeconds: 15 * 60 },
} as const;

export type CodeAttempt = { userId: string; ip: string | null };
export type TwoFactorBlock = { scope: "account" | "address"; retryAfterSeconds: number };

const accountKey = (userId: string) => `two-factor:account:${userId}`;
const addressKey = (ip: string) => `two-factor:address:${ip}`;

function limitsFor(attempt: CodeAttempt): ThrottleLimit[] {
  const limits: ThrottleLimit[] = [{ key: accountKey(attempt.userId), ...TWO_FACTOR_LIMITS.account }];
  if (attempt.ip) limits.push({ key: addressKey(attempt.ip), ...TWO_FACTOR_LIMITS.address });
  return limits;
}

export async function reserveCodeAttempt(db: Database, attempt: CodeAttempt): Promise<TwoFactorBlock | null> {
  const block = await reserveAttempt(db, limitsFor(attempt));
  if (!block) return null;
  return { scope: block.key === accountKey(attempt.userId) ? "account" : "address", retryAfterSeconds: block.retryAfterSeconds };
}

/** A wrong code keeps its reservation; a right one clears the account's count; anything else gives it back. */
export async function settleCodeAttempt(db: Executor, attempt: CodeAttempt, outcome: "wrong-code" | "verified" | "other") {
  if (outcome === "wrong-code") return;
  await releaseAttempt(db, limitsFor(attempt).map((limit) => limit.key));
  if (outcome === "verified") await clearAttempts(db, [accountKey(attempt.userId)]);
}
