import type { Executor } from "../db/client";
import { Client } from "./client";
import { createBuyers, PASSWORD } from "./seed";

/** Runs `work` over `items`, at most `concurrency` at a time (sign-ins hash passwords: 2 cores, 3 processes). */
export async function inBatches<T, R>(items: T[], concurrency: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

/** `count` buyers, each a client of its own address, signed in through nginx. */
export async function signedInBuyers(db: Executor, nginxUrl: string, count: number) {
  const buyers = await createBuyers(db, count);
  return inBatches(buyers, 8, async (buyer) => {
    const client = new Client(nginxUrl);
    await client.signIn(nginxUrl, buyer.email, PASSWORD);
    return { ...buyer, client };
  });
}
