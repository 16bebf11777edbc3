import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import { jobRetryDelayMs } from "@domain/jobs";
import type { Database, Executor } from "../../db/client";
import { jobs } from "../../db/schema";

export type Job = typeof jobs.$inferSelect;

export type NewJob = {
  kind: string;
  payload?: Record<string, unknown>;
  runAt?: Date;
  /** One job per key, however many processes enqueue it (e.g. "subscription-expiry:2026-11-24"). */
  dedupeKey?: string;
  maxAttempts?: number;
};

/** Adds a job; with a dedupe key already taken, nothing happens (returns false). May run inside a transaction. */
export async function enqueueJob(db: Executor, job: NewJob): Promise<boolean> {
  const inserted = await db
    .insert(jobs)
    .values({ kind: job.kind, payload: job.payload ?? {}, runAt: job.runAt ?? new Date(), dedupeKey: job.dedupeKey, maxAttempts: job.maxAttempts })
    .onConflictDoNothing({ target: jobs.dedupeKey })
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/**
 * Takes up to `limit` due jobs for this worker: rows another worker holds are skipped (FOR UPDATE SKIP LOCKED), and
 * each taken row gets a lease (`locked_until`) and its attempt counted, all in one short transaction; the handlers
 * run afterwards, outside it. A worker that dies mid-job leaves the lease to expire, and the job is taken again.
 */
export async function claimDueJobs(db: Database, kinds: readonly string[], limit: number, leaseMs: number): Promise<Job[]> {
  if (kinds.length === 0) return [];
  return db.transaction(async (tx) => {
    const now = new Date();
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.status, "pending"),
          lte(jobs.runAt, now),
          inArray(jobs.kind, [...kinds]),
          or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, now)),
        ),
      )
      .orderBy(asc(jobs.runAt))
      .limit(limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jobs)
      .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due.map((row) => row.id)))
      .returning();
  });
}

export async function completeJob(db: Executor, job: Job): Promise<void> {
  await db.update(jobs).set({ status: "done", lockedUntil: null, lastError: null }).where(eq(jobs.id, job.id));
}

/** A failed run: tried again after a back-off (30 s, 1 min, 2 min …), or failed for good after its last attempt. */
export async function failJob(db: Executor, job: Job, error: unknown): Promise<"retry" | "failed"> {
  const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const failed = job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set(
      failed
        ? { status: "failed", lockedUntil: null, lastError }
        : { runAt: new Date(Date.now() + jobRetryDelayMs(job.attempts)), lockedUntil: null, lastError },
    )
    .where(eq(jobs.id, job.id));
  return failed ? "failed" : "retry";
}

/** Removes jobs done before `olderThan` (failed ones stay for a person to look at); returns how many. */
export async function pruneDoneJobs(db: Executor, olderThan: Date): Promise<number> {
  const removed = await db.delete(jobs).where(and(eq(jobs.status, "done"), lt(jobs.updatedAt, olderThan))).returning({ id: jobs.id });
  return removed.length;
}
