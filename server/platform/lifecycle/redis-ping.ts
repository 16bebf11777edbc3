import type { Redis } from "ioredis";

/**
 * A round trip to Redis for the readiness check, on a connection of its own (opened on first use, so a process
 * without REDIS_URL never loads ioredis). Refuses at once while disconnected rather than queueing the command.
 */
export function createRedisPing(url: string) {
  let client: Redis | undefined;
  return {
    async ping(): Promise<void> {
      if (!client) {
        const { Redis } = await import("ioredis");
        client = new Redis(url, { connectTimeout: 2_000, maxRetriesPerRequest: 0, enableOfflineQueue: false, lazyConnect: true });
        client.on("error", () => {}); // reported by the check that fails, not as an unhandled event
        await client.connect().catch(() => {});
      }
      if (client.status !== "ready") throw new Error(`Redis is ${client.status}`);
      await client.ping();
    },
    async close(): Promise<void> {
      const open = client;
      client = undefined;
      if (open) await open.quit().catch(() => open.disconnect());
    },
  };
}
