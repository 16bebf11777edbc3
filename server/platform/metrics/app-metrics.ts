import { Registry } from "prom-client";
import type { Database, DatabaseHandle } from "../../db/client";
import { createDatabaseGauges } from "./database-gauges";
import { collectProcessMetrics, processRegistry } from "./process-registry";

/** One app's metrics: the process's (Node, HTTP, payments, webhooks, streams) and its database's, as one scrape. */
export function createAppMetrics(db: Database, database: Pick<DatabaseHandle, "pool">) {
  const gauges = createDatabaseGauges(db, database);
  return {
    contentType: processRegistry.contentType,
    /** The Prometheus text exposition of every metric, with the database figures read now. */
    async scrape(): Promise<string> {
      collectProcessMetrics();
      await gauges.refresh();
      return Registry.merge([processRegistry, gauges.registry]).metrics();
    },
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
