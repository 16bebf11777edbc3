import type { Database, Executor } from "../../db/client";
import { clearAttempts, countActive, recordEvent, releaseAttempt, reserveAttempt, type ThrottleLimit } from "./attempt-throttle";

/**
 * Password guesses are limited per (account, address) and per address, never per account alone: a hard account
 * lock would let anyone lock anyone out with five wrong passwords. Across addresses, an account's failures instead
 * slow every further attempt down (a growing delay), which costs a distributed guesser dearly and its owner a few
 * seconds at most.
 */
export const SIGN_IN_LIMITS = {
  accountFromAddress: { max: 5, windowSeconds: 15 * 60 },
  address: { max: 30, windowSeconds: 15 * 60 },
  accountSlowdown: { freeFailures: 5, firstDelayMs: 500, maxDelayMs: 8_000, windowSeconds: 15 * 60 },
} as const;

type Attempt = { email: string; ip: string | null };
export type SignInBlock = { scope: "account" | "address"; retryAfterSeconds: number };

const account = (email: string) => email.trim().toLowerCase();
const pairKey = (a: Attempt) => `sign-in:account-address:${account(a.email)}|${a.ip ?? "unknown"}`;
const addressKey = (ip: string) => `sign-in:address:${ip}`;
const accountKey = (email: string) => `sign-in:account-failure:${account(email)}`;

function limitsFor(attempt: Attempt): ThrottleLimit[] {
  const limits: ThrottleLimit[] = [{ key: pairKey(attempt), ...SIGN_IN_LIMITS.accountFromAddress }];
  if (attempt.ip) limits.push({ key: addressKey(attempt.ip), ...SIGN_IN_LIMITS.address });
  return limits;
}

/** 0 for the first free failures of an account, then 0.5 s, 1 s, 2 s … up to 8 s. */
export function signInDelayMs(accountFailures: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = SIGN_IN_LIMITS.accountSlowdown;
  if (accountFailures < freeFailures) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** Math.min(accountFailures - freeFailures, 16));
}

/** How long this account's attempts are held back now, from its recent failures from any address. */
export async function signInDelayFor(db: Executor, email: string) {
  return signInDelayMs(await countActive(db, accountKey(email)));
}

/** Reserves the attempt (null), or says which limit it hits. Call settleSignInAttempt once it is answered. */
export async function reserveSignInAttempt(db: Database, attempt: Attempt): Promise<SignInBlock | null> {
  const block = await reserveAttempt(db, limitsFor(attempt));
  if (!block) return null;
  return { scope: block.key === pairKey(attempt) ? "account" : "address", retryAfterSeconds: block.retryAfterSeconds };
}

/**
 * A wrong email or password keeps its reservation and counts toward the account's slowdown; any other answer
 * gives the reservation back, and a right password also clears the account's failures from this address.
 */
export async function settleSignInAttempt(db: Executor, attempt: Attempt, outcome: "wrong-credentials" | "signed-in" | "other") {
  if (outcome === "wrong-credentials") {
    await recordEvent(db, { key: accountKey(attempt.email), windowSeconds: SIGN_IN_LIMITS.accountSlowdown.windowSeconds });
    return;
  }
  const keys = limitsFor(attempt).map((limit) => limit.key);
  await releaseAttempt(db, keys);
  if (outcome === "signed-in") await clearAttempts(db, [pairKey(attempt), accountKey(attempt.email)]);
}
