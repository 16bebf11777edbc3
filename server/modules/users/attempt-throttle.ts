import { and, count, desc, eq, gt, inArray, lte, min, sql } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { verification } from "../../db/schema";

/**
 * Counters of guesses (passwords, two-factor codes) kept as rows in better-auth's verification table, its own
 * key/value store with expiry: each attempt is a row under a key, rows expire by themselves, and several API
 * processes on PostgreSQL share them.
 *
 * An attempt is *reserved* before it is checked: under a transaction-scoped advisory lock per key, the active rows
 * are counted and, below the limit, one more is inserted. So 40 parallel guesses see 1, 2, 3 … instead of all
 * reading 0 before any failure is written, and no more than `max` are ever checked. An attempt that turns out not
 * to be a guess (a right password) gives its reservation back.
 */
export type ThrottleLimit = { key: string; max: number; windowSeconds: number };
export type ThrottleBlock = { key: string; retryAfterSeconds: number };

const expiry = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000);

async function activeRows(db: Executor, key: string, now: Date) {
  const [row] = await db
    .select({ rows: count(), firstExpiry: min(verification.expiresAt) })
    .from(verification)
    .where(and(eq(verification.identifier, key), gt(verification.expiresAt, now)));
  return { rows: row?.rows ?? 0, firstExpiry: row?.firstExpiry ?? now };
}

/** Reserves one attempt under every limit, or none and says which limit is reached and for how long. */
export async function reserveAttempt(db: Database, limits: ThrottleLimit[], now = new Date()): Promise<ThrottleBlock | null> {
  return db.transaction(async (tx) => {
    // Locks in one order, so two requests sharing keys cannot deadlock.
    for (const key of limits.map((limit) => limit.key).sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    }
    for (const limit of limits) {
      const { rows, firstExpiry } = await activeRows(tx, limit.key, now);
      if (rows >= limit.max) {
        const retryAfterSeconds = Math.max(1, Math.ceil((new Date(firstExpiry).getTime() - now.getTime()) / 1000));
        return { key: limit.key, retryAfterSeconds };
      }
    }
    const keys = limits.map((limit) => limit.key);
    await tx.delete(verification).where(and(inArray(verification.identifier, keys), lte(verification.expiresAt, now)));
    await tx
      .insert(verification)
      .values(limits.map((limit) => ({ identifier: limit.key, value: "1", expiresAt: expiry(now, limit.windowSeconds) })));
    return null;
  });
}

/** Gives back one reserved attempt under each key (the attempt was not a wrong guess). */
export async function releaseAttempt(db: Executor, keys: string[]) {
  for (const key of keys) {
    const newest = db
      .select({ id: verification.id })
      .from(verification)
      .where(eq(verification.identifier, key))
      .orderBy(desc(verification.expiresAt))
      .limit(1);
    await db.delete(verification).where(inArray(verification.id, newest));
  }
}

/** Records one event under a key without a limit (failures that only slow things down). */
export async function recordEvent(db: Executor, limit: Omit<ThrottleLimit, "max">, now = new Date()) {
  await db.insert(verification).values({ identifier: limit.key, value: "1", expiresAt: expiry(now, limit.windowSeconds) });
}

export async function countActive(db: Executor, key: string, now = new Date()) {
  return (await activeRows(db, key, now)).rows;
}

export async function clearAttempts(db: Executor, keys: string[]) {
  await db.delete(verification).where(inArray(verification.identifier, keys));
}
