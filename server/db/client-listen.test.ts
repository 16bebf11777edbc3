import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "./client";
import { createTestDatabase } from "../test/test-database";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
};

describe.runIf(process.env.TEST_DB_KIND === "postgres")("LISTEN on PostgreSQL", () => {
  it("listens again after the server kills the listening connection, says so once, and stops cleanly", async () => {
    const received: string[] = [];
    let reconnects = 0;
    const stop = await database.listen(
      "listen_test",
      (payload) => received.push(payload),
      () => reconnects++,
    );

    await database.db.execute(sql`select pg_notify('listen_test', 'before')`);
    expect(await waitFor(() => received.includes("before"))).toBe(true);
    expect(reconnects).toBe(0);

    // Terminate every backend listening on this database except our own pool's query connection.
    await database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query like 'LISTEN%'`);

    // The listener reconnects within about a second; keep notifying until it hears again.
    for (let i = 0; i < 50 && !received.includes("after"); i++) {
      await database.db.execute(sql`select pg_notify('listen_test', 'after')`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(received).toContain("after");
    expect(reconnects).toBe(1);

    await stop();
    const count = received.length;
    await database.db.execute(sql`select pg_notify('listen_test', 'stopped')`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.length).toBe(count);
  });
});
