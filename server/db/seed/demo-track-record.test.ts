import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, isNull, sql } from "drizzle-orm";
import sharp from "sharp";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ratingCount, type StarCounts } from "@domain/reviews";
import { createDiskStorage } from "../../platform/storage/disk-storage";
import { publicMediaKey } from "../../platform/media/public-media";
import type { Storage } from "../../platform/storage/storage";
import type { DatabaseHandle } from "../client";
import { orderInvoices, orderItems, orders, productReviews, profiles, reviewPhotos, sellerRatings, sellerTrustSignals } from "../schema";
import { createTestDatabase } from "../../test/test-database";
import { DEMO_BUYER, DEMO_SELLERS } from "./demo-accounts";
import { seedIfEmpty } from "./seed-if-empty";

let handle: DatabaseHandle;
let storageDir: string;
let storage: Storage;
beforeAll(async () => {
  handle = await createTestDatabase();
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-track-record-"));
  storage = createDiskStorage(storageDir);
  expect(await seedIfEmpty(handle.db, storage)).toBe(true);
}, 120_000);
afterAll(async () => {
  await handle.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

const DAY = 86_400_000;

describe("demo track record", () => {
  it("delivers orders with invoices and promised windows, some on time and some late", async () => {
    const rows = await handle.db.select().from(orders);
    expect(rows.length).toBeGreaterThanOrEqual(DEMO_SELLERS.length * 4);
    expect(rows.every((order) => order.status === "Delivered" && order.deliveredAt && order.deliveryLatest)).toBe(true);
    const indiaDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const late = rows.filter((order) => indiaDay(order.deliveredAt!) > order.deliveryLatest!);
    expect(late.length).toBeGreaterThan(0);
    expect(late.length).toBeLessThan(rows.length / 2);
    const invoices = await handle.db.select({ orderId: orderInvoices.orderId }).from(orderInvoices);
    expect(new Set(invoices.map((invoice) => invoice.orderId))).toEqual(new Set(rows.map((order) => order.id)));
    expect(new Set(rows.map((order) => order.orderNumber)).size).toBe(rows.length);
  });

  it("reviews them with a spread of stars, texts, photos, seller replies and helpful votes", async () => {
    const reviews = await handle.db.select().from(productReviews);
    expect(reviews.length).toBeGreaterThanOrEqual(40);
    const stars = new Set(reviews.map((review) => review.stars));
    expect(stars).toEqual(new Set([1, 2, 3, 4, 5]));
    const high = reviews.filter((review) => review.stars >= 4).length;
    expect(high / reviews.length).toBeGreaterThan(0.6);
    expect(reviews.some((review) => /[\u0900-\u097F]/.test(review.body))).toBe(true);
    expect(reviews.filter((review) => review.sellerReply !== null).length).toBeGreaterThanOrEqual(10);
    expect(reviews.some((review) => review.helpfulCount > 0)).toBe(true);
    expect(reviews.some((review) => Date.now() - review.createdAt.getTime() > 30 * DAY)).toBe(true);
    expect(reviews.every((review) => review.createdAt.getTime() <= Date.now())).toBe(true);

    const photos = await handle.db.select().from(reviewPhotos);
    expect(photos.length).toBeGreaterThanOrEqual(3);
    for (const photo of photos) {
      expect(photo.mediaUrl).toMatch(/^\/media\/reviews\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/);
      const stored = await storage.get(publicMediaKey(photo.mediaUrl)!);
      expect((await sharp(await buffer(stored!.body)).metadata()).format).toBe("webp");
    }
  });

  it("leaves the demo buyer a delivered item to review", async () => {
    const [buyer] = await handle.db.select().from(profiles).where(eq(profiles.companyName, DEMO_BUYER.companyName!));
    const open = await handle.db
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .leftJoin(productReviews, eq(productReviews.orderItemId, orderItems.id))
      .where(and(eq(orders.buyerId, buyer!.id), isNull(productReviews.id)));
    expect(open.length).toBeGreaterThan(0);
  });

  it("computes every demo seller's trust signals, which agree with its ratings", async () => {
    const signals = await handle.db
      .select({ signal: sellerTrustSignals, counts: sellerRatings.ratingCounts, name: profiles.companyName })
      .from(sellerTrustSignals)
      .innerJoin(profiles, eq(profiles.id, sellerTrustSignals.sellerId))
      .leftJoin(sellerRatings, eq(sellerRatings.sellerId, sellerTrustSignals.sellerId));
    expect(signals).toHaveLength(DEMO_SELLERS.length);
    for (const { signal, counts, name } of signals) {
      expect(signal.enquiriesReceived, name!).toBeGreaterThan(0);
      expect(signal.responseRatePercent, name!).not.toBeNull();
      expect(signal.ordersDelivered, name!).toBeGreaterThan(0);
      expect(ratingCount(counts as unknown as StarCounts), name!).toBeGreaterThan(0);
    }
    const rates = new Set(signals.map(({ signal }) => signal.responseRatePercent));
    expect(rates.size).toBeGreaterThan(2);
    expect(signals.some(({ signal }) => signal.onTimePercent !== null && signal.onTimePercent < 100)).toBe(true);
    const [{ delivered }] = (await handle.db.execute<{ delivered: number }>(sql`select count(*)::int as delivered from orders`)).rows as [{ delivered: number }];
    expect(signals.reduce((sum, { signal }) => sum + signal.ordersDelivered, 0)).toBe(delivered);
  });
});
