/**
 * Whether this process is on its way out. From SIGTERM on (server/main.ts) it still serves every request, but
 * /api/ready answers 503 and each response closes its connection, so a load balancer sends new requests elsewhere
 * before the server stops listening (docs/decisions/0035-readiness-metrics-and-moving-off-pglite.md).
 */
export type DrainState = {
  readonly draining: boolean;
  startDraining(): void;
};

export function createDrainState(): DrainState {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  };
}
