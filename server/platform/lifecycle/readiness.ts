import type { Database, DatabaseHandle } from "../../db/client";
import type { DrainState } from "./drain-state";
import { pendingMigrations } from "./pending-migrations";
import { createRedisPing } from "./redis-ping";

export type CheckResult = "ok" | "down";

export type ReadinessReport = {
  ready: boolean;
  draining: boolean;
  database: CheckResult;
  /** "pending" while the database lacks a migration this build carries. */
  migrations: "ok" | "pending" | "unknown";
  /** Only when REDIS_URL is set. */
  redis?: CheckResult;
};

/** A check that outlasts this is as good as down: a load balancer should not wait on a stuck database. */
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("readiness check timed out")), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Whether this process should be sent requests: not draining, the database answers and has every bundled
 * migration, and Redis (when configured) answers. Once the migrations are seen applied they are not asked again.
 */
export function createReadiness(options: { db: Database; database: Pick<DatabaseHandle, "ping">; drain: DrainState; redisUrl?: string }) {
  const redis = options.redisUrl ? createRedisPing(options.redisUrl) : undefined;
  let migrated = false;

  const check = async (run: () => Promise<void>): Promise<CheckResult> => {
    try {
      await withTimeout(run());
      return "ok";
    } catch {
      return "down";
    }
  };

  return {
    async report(): Promise<ReadinessReport> {
      const [database, redisResult] = await Promise.all([check(() => options.database.ping()), redis ? check(() => redis.ping()) : undefined]);
      let migrations: ReadinessReport["migrations"] = migrated ? "ok" : "unknown";
      if (!migrated && database === "ok") {
        try {
          migrated = (await withTimeout(pendingMigrations(options.db))).length === 0;
          migrations = migrated ? "ok" : "pending";
        } catch {
          migrations = "unknown";
        }
      }
      const draining = options.drain.draining;
      const ready = !draining && database === "ok" && migrations === "ok" && (redisResult ?? "ok") === "ok";
      return { ready, draining, database, migrations, ...(redisResult ? { redis: redisResult } : {}) };
    },
    close: async () => redis?.close(),
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
