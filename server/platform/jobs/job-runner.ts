import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { claimDueJobs, completeJob, enqueueJob, failJob, type Job } from "./job-queue";

/** Does one job's work; must be idempotent (a job whose worker died mid-run is run again). */
export type JobHandler = (job: Job) => Promise<void>;

/** Recurring work: the key of the slot `now` falls in; each slot's job is enqueued once (dedupe key kind:slot). */
export type Schedule = { kind: string; slot: (now: Date) => string };

export type JobRunnerOptions = {
  db: Database;
  log: Pick<FastifyBaseLogger, "warn" | "error">;
  handlers: Record<string, JobHandler>;
  schedules?: Schedule[];
  /** How often the runner looks for due work. */
  intervalMs?: number;
  batchSize?: number;
  leaseMs?: number;
};

/**
 * The app's one background loop: each tick enqueues the current slot of every schedule (a no-op when any process
 * already did), then claims due jobs and runs their handlers one by one. Several processes on one PostgreSQL
 * database share the work without running a job twice (job-queue.ts). `stop` waits for the tick in progress.
 */
export function createJobRunner({ db, log, handlers, schedules = [], intervalMs = 5_000, batchSize = 10, leaseMs = 5 * 60_000 }: JobRunnerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  const kinds = Object.keys(handlers);

  /** One pass: schedules, then due jobs; returns how many jobs ran. */
  async function tick(now = new Date()): Promise<number> {
    for (const schedule of schedules) await enqueueJob(db, { kind: schedule.kind, dedupeKey: `${schedule.kind}:${schedule.slot(now)}` });
    let ran = 0;
    for (const job of await claimDueJobs(db, kinds, batchSize, leaseMs)) {
      ran += 1;
      try {
        await handlers[job.kind]!(job);
        await completeJob(db, job);
      } catch (error) {
        const outcome = await failJob(db, job, error);
        (outcome === "failed" ? log.error : log.warn).call(log, { err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, `job ${outcome === "failed" ? "failed for good" : "failed, will retry"}`);
      }
    }
    return ran;
  }

  const loop = () => {
    if (stopped) return;
    running = tick()
      .catch((error: unknown) => log.warn({ err: error }, "job runner tick failed"))
      .then(() => {
        running = undefined;
        if (!stopped) timer = setTimeout(loop, intervalMs).unref();
      });
  };

  return {
    tick,
    start() {
      stopped = false;
      loop();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
