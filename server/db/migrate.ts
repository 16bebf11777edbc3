import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DatabaseHandle } from "./client";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Any fixed number, the same in every process: the key of the session advisory lock that lets one process at a time
 * apply migrations.
 */
export const MIGRATION_LOCK_KEY = 7_302_026_035;

/** Applies the committed SQL migrations (drizzle-kit generated) through the app's own driver. */
export async function migrate(handle: DatabaseHandle) {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // Several API processes may start at once against one server. drizzle's migrator reads what was applied, then
  // applies the rest in one transaction, so two of them would both apply the same migration and one would fail on
  // "already exists". Under the lock the second waits, then finds nothing left to do.
  const [{ drizzle }, { migrate: migratePg }] = await Promise.all([import("drizzle-orm/node-postgres"), import("drizzle-orm/node-postgres/migrator")]);
  const client = await handle.pool!.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzle(client), { migrationsFolder });
  } finally {
    // Released with the session too, should this fail: a dead connection takes its lock with it.
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
