import { sql } from "drizzle-orm";
import { Gauge, Registry } from "prom-client";
import type { Database, DatabaseHandle } from "../../db/client";

type JobRow = { kind: string; pending: number; due: number; oldest_due_seconds: number };
type OutboxRow = { pending: number; oldest_seconds: number };

/**
 * The app's gauges that need its database, read once per scrape: one cheap grouped query over the pending jobs (the
 * partial index jobs_due_idx holds exactly them), one over the pending outbox emails (email_outbox_status_idx), and
 * the connection pool's counts. PGlite is one connection inside the process, with no pool to report: the pool
 * gauges exist only on PostgreSQL.
 */
export function createDatabaseGauges(db: Database, database: Pick<DatabaseHandle, "pool">) {
  const registry = new Registry();
  const jobsPending = new Gauge({ name: "bulkbazaar_jobs_pending", help: "Jobs waiting to run (due or scheduled later), by kind", labelNames: ["kind"] as const, registers: [registry] });
  const jobsDue = new Gauge({ name: "bulkbazaar_jobs_due", help: "Jobs whose run time has come and that no worker has finished, by kind", labelNames: ["kind"] as const, registers: [registry] });
  const jobsOldest = new Gauge({
    name: "bulkbazaar_jobs_oldest_due_age_seconds",
    help: "How long the oldest due job of each kind has been waiting past its run time",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  const outboxPending = new Gauge({ name: "bulkbazaar_email_outbox_pending", help: "Emails in the outbox not yet sent", registers: [registry] });
  const outboxOldest = new Gauge({ name: "bulkbazaar_email_outbox_oldest_age_seconds", help: "Age of the oldest email not yet sent (0 when none)", registers: [registry] });
  const pool = database.pool;
  if (pool) {
    new Gauge({ name: "bulkbazaar_db_pool_in_use", help: "PostgreSQL pool connections running a query", registers: [registry], collect() { this.set(pool.totalCount - pool.idleCount); } });
    new Gauge({ name: "bulkbazaar_db_pool_idle", help: "PostgreSQL pool connections open and idle", registers: [registry], collect() { this.set(pool.idleCount); } });
    new Gauge({ name: "bulkbazaar_db_pool_waiting", help: "Queries waiting for a PostgreSQL pool connection", registers: [registry], collect() { this.set(pool.waitingCount); } });
  }

  return {
    registry,
    /** Reads the queue and outbox figures into the gauges; called by the scrape, before the registry is written out. */
    async refresh(): Promise<void> {
      const jobs = await db.execute<JobRow>(sql`
        select kind, count(*)::int as pending, (count(*) filter (where run_at <= now()))::int as due,
          coalesce(extract(epoch from now() - min(run_at) filter (where run_at <= now())), 0)::float8 as oldest_due_seconds
        from jobs where status = 'pending' group by kind`);
      const outbox = await db.execute<OutboxRow>(sql`
        select count(*)::int as pending, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest_seconds
        from email_outbox where status = 'pending'`);
      // Kinds with nothing pending drop out, rather than stay at their last figure.
      for (const gauge of [jobsPending, jobsDue, jobsOldest]) gauge.reset();
      for (const row of jobs.rows) {
        jobsPending.set({ kind: row.kind }, Number(row.pending));
        jobsDue.set({ kind: row.kind }, Number(row.due));
        jobsOldest.set({ kind: row.kind }, Number(row.oldest_due_seconds));
      }
      outboxPending.set(Number(outbox.rows[0]?.pending ?? 0));
      outboxOldest.set(Number(outbox.rows[0]?.oldest_seconds ?? 0));
    },
  };
}
