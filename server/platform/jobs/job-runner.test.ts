import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "../../db/client";
import { jobs } from "../../db/schema";
import { createTestDatabase } from "../../test/test-database";
import { enqueueJob, pruneDoneJobs } from "./job-queue";
import { createJobRunner } from "./job-runner";

let handle: DatabaseHandle;
let db: Database;
const log = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(async () => handle.close());

describe("the job runner", () => {
  it("runs each of 50 jobs exactly once when two runners share the database", async () => {
    for (let i = 0; i < 50; i += 1) await enqueueJob(db, { kind: "count", payload: { i } });
    const runs = new Map<number, number>();
    const count = async (job: { payload: Record<string, unknown> }) => {
      const i = job.payload.i as number;
      runs.set(i, (runs.get(i) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 1));
    };
    const runners = [0, 1].map(() => createJobRunner({ db, log, handlers: { count }, batchSize: 7 }));
    for (let round = 0; round < 10; round += 1) await Promise.all(runners.map((runner) => runner.tick()));
    expect([...runs.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
    const done = await db.select().from(jobs).where(eq(jobs.kind, "count"));
    expect(done.every((job) => job.status === "done" && job.attempts === 1)).toBe(true);
  });

  it("retries a failing job after a back-off and marks it failed after its last attempt", async () => {
    await enqueueJob(db, { kind: "flaky", maxAttempts: 2 });
    let calls = 0;
    const fail = createJobRunner({
      db,
      log,
      handlers: {
        flaky: async () => {
          calls += 1;
          throw new Error("provider down");
        },
      },
    });
    await fail.tick();
    const [afterFirst] = await db.select().from(jobs).where(eq(jobs.kind, "flaky"));
    expect(afterFirst).toMatchObject({ status: "pending", attempts: 1, lastError: "provider down" });
    expect(afterFirst!.runAt.getTime()).toBeGreaterThan(Date.now() + 20_000); // 30 s back-off
    await fail.tick();
    expect(calls).toBe(1); // not due yet
    // Due a second ago: the runner compares with a JavaScript Date (milliseconds), which within the same millisecond
    // is earlier than PostgreSQL's now() (microseconds).
    await db.update(jobs).set({ runAt: sql`now() - interval '1 second'` }).where(eq(jobs.kind, "flaky"));
    await fail.tick();
    const [afterLast] = await db.select().from(jobs).where(eq(jobs.kind, "flaky"));
    expect(afterLast).toMatchObject({ status: "failed", attempts: 2 });
    expect(calls).toBe(2);
  });

  it("enqueues a scheduled slot once, however many runners tick", async () => {
    let ran = 0;
    const schedules = [{ kind: "daily", slot: () => "2026-11-24" }];
    const runners = [0, 1, 2].map(() => createJobRunner({ db, log, schedules, handlers: { daily: async () => void (ran += 1) } }));
    await Promise.all(runners.map((runner) => runner.tick()));
    await Promise.all(runners.map((runner) => runner.tick()));
    expect(ran).toBe(1);
    expect(await enqueueJob(db, { kind: "daily", dedupeKey: "daily:2026-11-24" })).toBe(false);
  });

  it("prunes done jobs older than the cut-off and keeps failed ones", async () => {
    const before = (await db.select().from(jobs)).filter((job) => job.status === "done").length;
    expect(before).toBeGreaterThan(0);
    expect(await pruneDoneJobs(db, new Date(Date.now() + 60_000))).toBe(before);
    expect((await db.select().from(jobs)).some((job) => job.status === "failed")).toBe(true);
  });

  it("starts, works in the background and stops cleanly", async () => {
    let ran = 0;
    const runner = createJobRunner({ db, log, intervalMs: 10, handlers: { background: async () => void (ran += 1) } });
    runner.start();
    await enqueueJob(db, { kind: "background" });
    await expect.poll(() => ran).toBe(1);
    await runner.stop();
  });
});
