import type { FuzzRequest, Strategy } from "./invalid-requests";

/** Sends one request with a caller's headers (cookie, origin) and answers the status code. */
export type SendRequest = (request: FuzzRequest, callerHeaders: Record<string, string>) => Promise<number>;

export type FuzzCaller = { name: string; headers: Record<string, string> };
const ANONYMOUS: FuzzCaller = { name: "anonymous", headers: {} };

export type FuzzReport = {
  total: number;
  byStatus: Record<number, number>;
  byStrategy: Record<Strategy, number>;
  /** The requests answered 5xx, described well enough to replay. */
  serverErrors: string[];
};

/**
 * Sends every request as the callers in turn (anonymous and signed-in alike), `concurrency` at a time, and counts
 * the answers. A request that would end its caller's session (sign-out) is sent without one.
 */
export async function runFuzz(
  requests: Iterable<FuzzRequest>,
  { callers, send, concurrency = 1 }: { callers: FuzzCaller[]; send: SendRequest; concurrency?: number },
): Promise<FuzzReport> {
  const report: FuzzReport = { total: 0, byStatus: {}, byStrategy: {} as Record<Strategy, number>, serverErrors: [] };
  const iterator = requests[Symbol.iterator]();
  const worker = async () => {
    for (let next = iterator.next(); !next.done; next = iterator.next()) {
      const request = next.value;
      const caller = request.endsSession ? ANONYMOUS : callers[request.round % callers.length]!;
      const status = await send(request, caller.headers);
      report.total += 1;
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      report.byStrategy[request.strategy] = (report.byStrategy[request.strategy] ?? 0) + 1;
      if (status >= 500) report.serverErrors.push(describe(request, status, caller));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}

function describe(request: FuzzRequest, status: number, caller: FuzzCaller) {
  const payload = request.payload === undefined ? "" : ` ${request.headers["content-type"] ?? ""} ${request.payload.slice(0, 120)}${request.payload.length > 120 ? `… (${request.payload.length} chars)` : ""}`;
  return `${status} ${request.strategy}: ${request.method} ${request.url.slice(0, 160)} (as ${caller.name})${payload}`;
}
