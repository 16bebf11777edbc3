import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type pg from "pg";
import * as schema from "./schema";
import { acquireDataDirLock } from "./data-dir-lock";

export type Database = NodePgDatabase<typeof schema>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];
/** Either the database or a transaction on it: services accept both. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  kind: "pglite" | "postgres";
  db: Database;
  /**
   * LISTEN on a channel; returns the function that stops listening. On PostgreSQL a LISTEN whose connection died is
   * re-established, and `onReconnect` runs once it is: notifications sent in the gap were lost, so whoever shows
   * their effects should re-read. PGlite is in-process and never drops a LISTEN, so it never calls `onReconnect`.
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  /** A quick round trip, for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance (embedded only), for migrations and snapshots. */
  pglite?: PGlite;
  pool?: pg.Pool;
};

export const pgliteExtensions = { pg_trgm };

/**
 * PGlite allocates PostgreSQL's shared memory inside its WebAssembly heap and touches all of it at start, so initdb's
 * 128 MB of shared_buffers is 128 MB of resident memory from the first second. The pages PostgreSQL reads come from
 * the operating system's file cache anyway: with 16 MB the catalogue queries of 10,000 products took the same CPU
 * time, and the process 110 MB less memory (docs/decisions/0022-start-up-and-memory.md).
 */
const pgliteStartParams = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}) {
  const release = options.dataDir ? acquireDataDirLock(options.dataDir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: pgliteExtensions,
      startParams: pgliteStartParams,
    });
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export function wrapPglite(client: PGlite, release: () => void = () => {}): DatabaseHandle {
  const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Database;
  return {
    kind: "pglite",
    db,
    pglite: client,
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => unlisten();
    },
    async ping() {
      await client.query("select 1");
    },
    async close() {
      if (!client.closed) await client.close();
      release();
    },
  };
}

export { schema };
