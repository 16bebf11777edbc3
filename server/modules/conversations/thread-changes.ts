import type { Executor } from "../../db/client";
import type { NotificationHub } from "../../platform/events/notification-hub";

/** The channel every conversation change is announced on; each live connection picks out the threads it may see. */
export const THREAD_CHANGES_CHANNEL = "thread_changes";

/** A message, a quote or a state change in a thread. Ids only: listeners re-read what they are allowed to see. */
export type ThreadChange = {
  kind: "message" | "quote" | "status" | "read";
  threadId: string;
  buyerId: string;
  sellerId: string;
  at: string;
};

/** Queued in the transaction that made the change: delivered at commit, dropped on rollback. */
export function publishThreadChange(events: NotificationHub, executor: Executor, change: Omit<ThreadChange, "at">) {
  return events.publish(executor, THREAD_CHANGES_CHANNEL, { ...change, at: new Date().toISOString() });
}

export function isThreadChange(value: unknown): value is ThreadChange {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.threadId === "string" && typeof v.buyerId === "string" && typeof v.sellerId === "string";
}
