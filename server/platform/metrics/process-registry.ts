import { collectDefaultMetrics, Registry } from "prom-client";

/**
 * The metrics of the process rather than of one app: Node's own (memory, CPU, event loop, GC: prom-client's default
 * metrics) and the counters that services increment wherever they are (business-counters.ts, http-metrics.ts). A
 * production process runs one app; tests build many in one process, and these simply add up across them.
 */
export const processRegistry = new Registry();

let defaultsCollected = false;

/** Node's metrics are gathered only once some app serves metrics (their collectors watch the event loop and GC). */
export function collectProcessMetrics() {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processRegistry });
}
