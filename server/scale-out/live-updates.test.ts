import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { user } from "../db/schema";
import { createTestProduct, createTestSeller } from "../modules/catalog/test-factories";
import { createTestOrder } from "../modules/orders/test-factories";
import { Client, openEventStream } from "./client";
import { cluster, processUrl, skipReason } from "./cluster-info";
import { createBuyers, openClusterDatabase, PASSWORD } from "./seed";

describe.skipIf(!cluster)(`live order updates across processes${skipReason ? ` (${skipReason})` : ""}`, () => {
  const database = cluster ? openClusterDatabase(cluster) : undefined;
  afterAll(async () => database?.close());

  it("a seller's status change handled by process A reaches the buyer's event stream held on process B within 2 s, and through nginx", async () => {
    const db = database!.db;
    const sellerProfile = await createTestSeller(db);
    const product = await createTestProduct(db, sellerProfile.id);
    const [buyer] = await createBuyers(db, 1);
    const { order } = await createTestOrder(db, { buyerId: buyer!.id, sellerId: sellerProfile.id, lines: [{ product, quantity: 1 }] });
    const [{ email: sellerEmail }] = (await db.select({ email: user.email }).from(user).where(eq(user.id, sellerProfile.id))) as [{ email: string }];

    const buyerClient = new Client(cluster!.nginxUrl);
    await buyerClient.signIn(cluster!.nginxUrl, buyer!.email, PASSWORD);
    const seller = new Client(cluster!.nginxUrl);
    await seller.signIn(cluster!.nginxUrl, sellerEmail, "Passw0rd!x");

    const onB = openEventStream(processUrl(1), "/api/buyer/events", buyerClient);
    const viaNginx = openEventStream(cluster!.nginxUrl, "/api/buyer/events", buyerClient);
    try {
      await onB.waitFor((e) => e.event === "ready");
      await viaNginx.waitFor((e) => e.event === "ready");

      const sent = performance.now();
      const change = await seller.send(processUrl(0), `/api/seller/orders/${order.id}/status`, { method: "PATCH", body: { status: "Processing" } });
      expect(change.status, change.body).toBe(200);
      const heard = await onB.waitFor((e) => e.event === "order" && (e.data as { status: string }).status === "Processing", 2_000);
      const latency = heard.at - sent;
      console.log(`scale-out: status change on A heard on B after ${latency.toFixed(0)} ms`);
      expect(latency).toBeLessThan(2_000);
      // Through nginx too: proxy_buffering off for the event streams, so the event is not held in a buffer.
      const throughNginx = await viaNginx.waitFor((e) => e.event === "order" && (e.data as { status: string }).status === "Processing", 2_000);
      expect(throughNginx.at - sent).toBeLessThan(2_000);
      expect(throughNginx.data).toEqual({ orderId: order.id, status: "Processing", kind: "status" });
    } finally {
      onB.close();
      viaNginx.close();
    }
  });
});
