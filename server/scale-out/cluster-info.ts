import { inject } from "vitest";
import type { ClusterInfo } from "./control";

/** The cluster the global setup started, or null when PostgreSQL or Redis did not answer (the reason was printed). */
export const cluster: ClusterInfo | null = inject("scaleOut");
export const skipReason = inject("scaleOutSkipReason");

/** The three processes' addresses, for the proofs that must pin a request to one of them. */
export const processUrl = (index: number) => cluster!.processes[index]!.url;

/** Waits until `check` holds (polled), or fails with `what` after `timeoutMs`. */
export async function eventually<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs = 15_000, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const result = await check();
    if (result) return result;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
