import { sql } from "drizzle-orm";
import type { DatabaseHandle, Executor } from "../../db/client";

export type Subscriber = {
  onMessage(payload: unknown): void;
  /**
   * The channel's LISTEN was lost (its PostgreSQL connection died) and is back: notifications sent in between were
   * never heard, so re-read whatever this subscriber shows. From this call on, nothing is missed again.
   */
  onResync?(): void;
  /** The hub is shutting down (the app is closing): end whatever this subscriber keeps open. */
  onClose?(): void;
};

/** Live change notifications between processes: Postgres NOTIFY in, one shared LISTEN per channel out. */
export type NotificationHub = {
  /**
   * Queues a notification with `pg_notify` on the executor. Called inside the transaction that makes the change,
   * Postgres delivers it at commit and drops it on rollback, so listeners never hear of a change that did not happen.
   */
  publish(executor: Executor, channel: string, payload: unknown): Promise<void>;
  /** Adds a subscriber to the channel (starting the process's LISTEN on first use); returns the unsubscribe. */
  subscribe(channel: string, subscriber: Subscriber): Promise<() => void>;
  /** Stops every LISTEN and tells subscribers to close; later subscriptions are refused. */
  close(): Promise<void>;
};

/** Postgres refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;

export function createNotificationHub(database: Pick<DatabaseHandle, "listen">): NotificationHub {
  const subscribers = new Map<string, Set<Subscriber>>();
  const listening = new Map<string, Promise<() => Promise<void>>>();
  let closed = false;

  const each = (channel: string, tell: (subscriber: Subscriber) => void) => {
    for (const subscriber of subscribers.get(channel) ?? []) {
      try {
        tell(subscriber);
      } catch {
        // One broken connection must not stop the others from hearing the change.
      }
    }
  };

  const dispatch = (channel: string, raw: string) => {
    let payload: unknown;
    try {
      payload = JSON.parse(raw);
    } catch {
      return; // not one of ours
    }
    each(channel, (subscriber) => subscriber.onMessage(payload));
  };

  const ensureListening = (channel: string) => {
    let started = listening.get(channel);
    if (!started) {
      started = database.listen(
        channel,
        (raw) => dispatch(channel, raw),
        () => each(channel, (subscriber) => subscriber.onResync?.()),
      );
      listening.set(channel, started);
      // A failed LISTEN is retried by the next subscriber rather than remembered forever.
      started.catch(() => listening.delete(channel));
    }
    return started;
  };

  return {
    async publish(executor, channel, payload) {
      const text = JSON.stringify(payload);
      if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES) throw new RangeError(`notification on ${channel} is too large`);
      await executor.execute(sql`select pg_notify(${channel}, ${text})`);
    },

    async subscribe(channel, subscriber) {
      if (closed) throw new Error("the notification hub is closed");
      await ensureListening(channel);
      const set = subscribers.get(channel) ?? new Set<Subscriber>();
      subscribers.set(channel, set);
      set.add(subscriber);
      return () => {
        set.delete(subscriber);
      };
    },

    async close() {
      if (closed) return;
      closed = true;
      for (const set of subscribers.values()) {
        for (const subscriber of set) subscriber.onClose?.();
        set.clear();
      }
      const stops = await Promise.allSettled(listening.values());
      listening.clear();
      await Promise.allSettled(stops.map((stop) => (stop.status === "fulfilled" ? stop.value() : undefined)));
    },
  };
}
