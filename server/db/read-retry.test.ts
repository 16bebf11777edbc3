import { sql } from "drizzle-orm";
import Fastify from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandler } from "../plugins/error-handler";
import { createTestDatabase } from "../test/test-database";
import type { DatabaseHandle } from "./client";
import { openPostgres } from "./postgres-client";
import { isConnectionError } from "./connection-errors";

/**
 * PostgreSQL drops connections (restart, failover, an administrator's pg_terminate_backend): each test starts a
 * statement that sleeps, then terminates its backend from another connection while it runs.
 */
describe.runIf(process.env.TEST_DB_KIND === "postgres")("a connection lost mid-statement on PostgreSQL", () => {
  let scratch: DatabaseHandle;
  let database: DatabaseHandle;
  let url: string;
  const retries: unknown[] = [];

  beforeAll(async () => {
    scratch = await createTestDatabase();
    url = scratch.pool!.options.connectionString!;
    database = openPostgres(url, { onReadRetry: (error) => retries.push(error) });
  });
  afterAll(async () => {
    await database?.close();
    await scratch?.close();
  });

  /** Terminates, once, the backends running a statement that contains `marker`, as soon as one is seen. */
  async function terminateWhenRunning(marker: string) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      for (let i = 0; i < 100; i++) {
        const { rowCount } = await admin.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and state = 'active' and query like $1`,
          [`%${marker}%`],
        );
        if (rowCount) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no statement containing ${marker} ran`);
    } finally {
      await admin.end();
    }
  }

  it("runs a read again on a fresh connection and returns its result", async () => {
    retries.length = 0;
    // Drizzle runs a query when it is awaited: start it now, await it later.
    const read = (async () => database.db.execute(sql`select 42 as answer, pg_sleep(0.5) as read_marker`))();
    await terminateWhenRunning("read_marker");
    const result = await read;
    expect(result.rows).toEqual([{ answer: 42, read_marker: "" }]);
    expect(retries).toHaveLength(1);
    expect(isConnectionError(retries[0])).toBe(true);
  });

  it("does not repeat a write, and the request answers 503 with Retry-After", async () => {
    retries.length = 0;
    await database.db.execute(sql`create table if not exists drop_test (id serial primary key, note text)`);
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.post("/write", async () => {
      await database.db.execute(sql`insert into drop_test (note) select 'write_marker' from pg_sleep(0.5)`);
      return { ok: true };
    });
    const answer = app.inject({ method: "POST", url: "/write" });
    await terminateWhenRunning("write_marker");
    const res = await answer;
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    expect(res.json().error.code).toBe("SERVICE_UNAVAILABLE");
    expect(retries).toHaveLength(0);
    const { rows } = await database.db.execute(sql`select count(*)::int as n from drop_test`);
    expect(rows[0]).toEqual({ n: 0 }); // terminated before commit, and not run a second time
    await app.close();
  });

  it("answers a read that fails twice with 503 rather than 500", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get("/read", async () => (await database.db.execute(sql`select pg_sleep(0.5) as twice_marker`)).rows);
    const answer = app.inject("/read");
    await terminateWhenRunning("twice_marker");
    await terminateWhenRunning("twice_marker"); // the retry, too
    const res = await answer;
    expect(res.statusCode).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
    await app.close();
  });
});
