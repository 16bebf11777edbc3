import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle, Executor } from "../../db/client";
import { createUserWithProfile } from "../../db/seed/factories";
import { orders, sellerTrustSignals, threadMessages, threads } from "../../db/schema";
import { createTestDatabase } from "../../test/test-database";
import { createTestSeller } from "../catalog/test-factories";
import { createTestOrder, createTestProduct } from "../orders/test-factories";
import { refreshTrustSignals } from "./refresh-trust-signals";

let handle: DatabaseHandle;
let db: Executor;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(async () => handle.close());

const NOW = new Date("2026-05-20T06:00:00Z");
const MINUTE = 60_000;
const DAY = 86_400_000;
const before = (ms: number) => new Date(NOW.getTime() - ms);

const newBuyer = () =>
  createUserWithProfile(db, { email: `buyer-${randomUUID().slice(0, 8)}@example.test`, password: "Passw0rd!x", accountType: "buyer", companyName: "Sharma Traders" });

type Message = { author: "buyer" | "seller" | "system" | "admin"; at: Date };

/** A thread between a new buyer and the seller with these messages (bodies do not matter here). */
async function thread(sellerId: string, messages: Message[], origin: "enquiry" | "requirement" = "enquiry") {
  const buyer = await newBuyer();
  const [row] = await db
    .insert(threads)
    .values({ buyerId: buyer.id, sellerId, origin, subject: "Cotton towels", quantity: 100, deliveryCity: "Jaipur", deliveryPincode: "302001", createdAt: messages[0]!.at })
    .returning();
  await db.insert(threadMessages).values(
    messages.map(({ author, at }) => ({
      threadId: row!.id,
      author,
      authorId: author === "buyer" ? buyer.id : author === "seller" ? sellerId : null,
      body: `${author} wrote`,
      createdAt: at,
    })),
  );
}

/** A delivered order of the seller, delivered at `deliveredAt`, promised by `latest` (India dates). */
async function delivered(sellerId: string, deliveredAt: Date, latest: string | null, status: "Delivered" | "Shipped" = "Delivered") {
  const buyer = await newBuyer();
  const product = await createTestProduct(db, { sellerId });
  const { order } = await createTestOrder(db, { buyerId: buyer.id, sellerId, lines: [{ product, quantity: 1 }], status, createdAt: before(250 * DAY) });
  await db
    .update(orders)
    .set({ deliveredAt: status === "Delivered" ? deliveredAt : null, deliveryLatest: latest })
    .where(eq(orders.id, order.id));
}

async function signalsOf(sellerIds: string[]) {
  const rows = await db.select().from(sellerTrustSignals).where(inArray(sellerTrustSignals.sellerId, sellerIds));
  return rows.sort((a, b) => a.sellerId.localeCompare(b.sellerId));
}

describe("seller trust signals", () => {
  it("compute response rate, median first response, deliveries and on-time share from real threads and orders", async () => {
    const seller = await createTestSeller(db);
    const quiet = await createTestSeller(db);

    // Answered after 30 minutes; the system's and an admin's messages before it are no answer.
    const asked1 = before(10 * DAY);
    await thread(seller.id, [
      { author: "buyer", at: asked1 },
      { author: "system", at: new Date(asked1.getTime() + 5 * MINUTE) },
      { author: "admin", at: new Date(asked1.getTime() + 10 * MINUTE) },
      { author: "seller", at: new Date(asked1.getTime() + 30 * MINUTE) },
    ]);
    // Asked from the buyer's first message, answered after three hours.
    const asked2 = before(5 * DAY);
    await thread(seller.id, [
      { author: "buyer", at: asked2 },
      { author: "buyer", at: new Date(asked2.getTime() + 60 * MINUTE) },
      { author: "seller", at: new Date(asked2.getTime() + 180 * MINUTE) },
      { author: "seller", at: new Date(asked2.getTime() + 181 * MINUTE) },
    ]);
    // Never answered (a system message does not count).
    await thread(seller.id, [
      { author: "buyer", at: before(3 * DAY) },
      { author: "system", at: before(2 * DAY) },
    ]);
    // Outside the 90 days: ignored however fast.
    await thread(seller.id, [
      { author: "buyer", at: before(100 * DAY) },
      { author: "seller", at: new Date(before(100 * DAY).getTime() + MINUTE) },
    ]);
    // Asked two hours ago and not answered yet: not judged until the grace period has passed.
    await thread(seller.id, [{ author: "buyer", at: before(120 * MINUTE) }]);
    // The seller's answer to a requirement is not an enquiry.
    await thread(seller.id, [{ author: "seller", at: before(4 * DAY) }, { author: "buyer", at: before(3 * DAY) }], "requirement");

    // On time on the promised day; late by India's date (20:00 UTC is the next morning in India); not promised;
    // delivered long ago (counted, not judged); shipped only (not counted).
    await delivered(seller.id, before(5 * DAY), "2026-05-15");
    await delivered(seller.id, new Date("2026-05-14T20:00:00Z"), "2026-05-14");
    await delivered(seller.id, before(20 * DAY), null);
    await delivered(seller.id, before(200 * DAY), "2025-10-01");
    await delivered(seller.id, before(1 * DAY), "2026-05-25", "Shipped");

    await refreshTrustSignals(db, NOW, [seller.id, quiet.id]);
    const first = await signalsOf([seller.id, quiet.id]);
    const mine = first.find((row) => row.sellerId === seller.id)!;
    expect(mine).toMatchObject({
      enquiriesReceived: 3,
      responseRatePercent: 67,
      medianResponseMinutes: 30,
      ordersDelivered: 4,
      deliveriesJudged: 2,
      onTimePercent: 50,
    });
    expect(first.find((row) => row.sellerId === quiet.id)).toMatchObject({
      enquiriesReceived: 0,
      responseRatePercent: null,
      medianResponseMinutes: null,
      ordersDelivered: 0,
      deliveriesJudged: 0,
      onTimePercent: null,
    });

    // Run again over the same data: the same rows.
    await refreshTrustSignals(db, NOW, [seller.id, quiet.id]);
    expect(await signalsOf([seller.id, quiet.id])).toEqual(first);
  });

  it("refreshes every seller when asked for none in particular, and follows new answers", async () => {
    const seller = await createTestSeller(db);
    await thread(seller.id, [{ author: "buyer", at: before(2 * DAY) }]);
    const count = await refreshTrustSignals(db, NOW);
    expect(count).toBeGreaterThan(0);
    expect((await signalsOf([seller.id]))[0]).toMatchObject({ enquiriesReceived: 1, responseRatePercent: 0, medianResponseMinutes: null });

    const [row] = await db.select().from(threads).where(eq(threads.sellerId, seller.id));
    await db.insert(threadMessages).values({ threadId: row!.id, author: "seller", authorId: seller.id, body: "Yes, in stock", createdAt: before(2 * DAY - 45 * MINUTE) });
    await refreshTrustSignals(db, NOW);
    expect((await signalsOf([seller.id]))[0]).toMatchObject({ enquiriesReceived: 1, responseRatePercent: 100, medianResponseMinutes: 45 });
  });
});
