/** Background jobs (server/platform/jobs): their states and how long a failed run waits before the next try. */

/** pending: waiting or due; done: ran to completion; failed: gave up after its attempts. */
export const JOB_STATUSES = ["pending", "done", "failed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

const BASE_RETRY_DELAY_MS = 30_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** Exponential back-off after the n-th failed attempt (1-based): 30 s, 1 min, 2 min … capped at one hour. */
export function jobRetryDelayMs(failedAttempts: number): number {
  if (!Number.isInteger(failedAttempts) || failedAttempts < 1) throw new RangeError("failedAttempts must be a positive integer");
  return Math.min(BASE_RETRY_DELAY_MS * 2 ** Math.min(failedAttempts - 1, 20), MAX_RETRY_DELAY_MS);
}
