import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type DatabaseHandle, schema } from "./client";
import { retryReadsOnConnectionLoss } from "./read-retry";

// PostgreSQL through node-postgres, when DATABASE_URL is set. A module of its own so that open-database.ts loads it
// (and pg) only then: the embedded default never does.

export type PostgresOptions = {
  /** Called when a read lost its connection and is being run again (see read-retry.ts). */
  onReadRetry?: (error: unknown) => void;
  /** Connections the pool opens at most (DATABASE_POOL_SIZE). */
  poolSize?: number;
};

/**
 * Enough connections to keep a small server's cores busy and no more: statements beyond that only share the same
 * cores, and every one of them finishes later (10 searches at once on 2 cores: p95 120 ms through 10 connections,
 * 74 ms through 4, at the same throughput; bench/README.md).
 */
export const DEFAULT_POOL_SIZE = 4;

export function openPostgres(url: string, { onReadRetry, poolSize = DEFAULT_POOL_SIZE }: PostgresOptions = {}): DatabaseHandle {
  const pool = retryReadsOnConnectionLoss(new pg.Pool({ connectionString: url, max: poolSize }), onReadRetry);
  // An idle client that dies (server restart) must not crash the process.
  pool.on("error", () => {});
  const db = drizzle(pool, { schema, casing: "snake_case" });
  const listeners = new Set<() => Promise<void>>();
  return {
    kind: "postgres",
    db,
    pool,
    listen: (channel, onPayload, onReconnect) => listenOnOwnConnection(url, { channel, onPayload, onReconnect }, listeners),
    async ping() {
      await pool.query("select 1");
    },
    async close() {
      await Promise.all([...listeners].map((stop) => stop()));
      if (!pool.ended) await pool.end();
    },
  };
}

type Listener = { channel: string; onPayload: (payload: string) => void; onReconnect?: () => void };

/**
 * LISTEN holds a connection for as long as it lasts, so it gets its own client rather than one borrowed from the
 * pool: a dying connection can then never be handed back to the pool twice or reused by a query. When the
 * connection dies (server restart, database dropped), a fresh one listens again a second later (and again, until it
 * can), then `onReconnect` runs: it is told only once the new LISTEN is in place, so a re-read it triggers misses
 * nothing.
 */
async function listenOnOwnConnection(
  url: string,
  { channel, onPayload, onReconnect }: Listener,
  listeners: Set<() => Promise<void>>,
): Promise<() => Promise<void>> {
  const statement = `LISTEN "${channel.replace(/"/g, "")}"`;
  let current: pg.Client | null = null;
  let stopped = false;
  let retryTimer: NodeJS.Timeout | undefined;

  const retryLater = () => {
    if (!stopped) retryTimer = setTimeout(() => void resubscribe(), 1000);
  };
  const resubscribe = () =>
    subscribe().then((listening) => {
      if (!listening) return;
      try {
        onReconnect?.();
      } catch {
        // The listener's own failure; the LISTEN itself stands.
      }
    }, retryLater);
  const subscribe = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    client.on("error", () => {
      // Only the live connection reconnects; errors of one already retired are noise.
      if (current !== client) return;
      current = null;
      void client.end().catch(() => {});
      retryLater();
    });
    try {
      await client.connect();
      await client.query(statement);
    } catch (error) {
      void client.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return false;
    }
    current = client;
    return true;
  };

  await subscribe();
  const stop = async () => {
    stopped = true;
    clearTimeout(retryTimer);
    listeners.delete(stop);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
  listeners.add(stop);
  return stop;
}
