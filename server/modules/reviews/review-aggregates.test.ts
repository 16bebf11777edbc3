import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StarCounts, type Stars, ratingKey, starCountsOf } from "@domain/reviews";
import type { DatabaseHandle, Executor } from "../../db/client";
import { createUserWithProfile } from "../../db/seed/factories";
import { productReviews, productSearch, products, reviewHelpfulVotes, sellerRatings } from "../../db/schema";
import { createTestDatabase } from "../../test/test-database";
import { createTestSeller } from "../catalog/test-factories";
import { createTestOrder, createTestProduct } from "../orders/test-factories";

let handle: DatabaseHandle;
let db: Executor;

beforeAll(async () => {
  handle = await createTestDatabase();
  db = handle.db;
});
afterAll(async () => handle.close());

const buyer = () =>
  createUserWithProfile(db, { email: `buyer-${randomUUID().slice(0, 8)}@example.test`, password: "Passw0rd!x", accountType: "buyer", companyName: "Sharma Traders" });

/** A delivered order of `product` per review, reviewed with those stars straight into the table (as the API would). */
async function review(sellerId: string, product: typeof products.$inferSelect, stars: Stars) {
  const { id: buyerId } = await buyer();
  const { order, items } = await createTestOrder(db, { buyerId, sellerId, lines: [{ product, quantity: 1 }], status: "Delivered" });
  const [row] = await db
    .insert(productReviews)
    .values({ orderItemId: items[0]!.id, orderId: order.id, productId: product.id, sellerId, buyerId, stars })
    .returning();
  return row!;
}

async function productAggregate(productId: string) {
  const [row] = await db.select({ counts: products.ratingCounts, key: products.ratingKey }).from(products).where(eq(products.id, productId));
  const [search] = await db.select({ key: productSearch.ratingKey }).from(productSearch).where(eq(productSearch.productId, productId));
  return { counts: row!.counts as unknown as StarCounts, key: row!.key, searchKey: search?.key };
}

async function sellerCounts(sellerId: string) {
  const [row] = await db.select({ counts: sellerRatings.ratingCounts }).from(sellerRatings).where(eq(sellerRatings.sellerId, sellerId));
  return row?.counts;
}

describe("review aggregates kept by the database", () => {
  it("count every visible review in the product, its search copy and the seller, as the domain folds them", async () => {
    const seller = await createTestSeller(db);
    const product = await createTestProduct(db, { sellerId: seller.id });
    const given: Stars[] = [5, 4, 4, 3, 5, 1];
    const written = [];
    for (const stars of given) written.push(await review(seller.id, product, stars));
    const expected = starCountsOf(given);
    expect(await productAggregate(product.id)).toEqual({ counts: expected, key: ratingKey(expected), searchKey: ratingKey(expected) });
    expect(await sellerCounts(seller.id)).toEqual(expected);

    // Hidden: out of every aggregate at once; restored: back exactly.
    const oneStar = written[5]!;
    await db.update(productReviews).set({ hiddenAt: new Date(), hiddenReason: "Abusive" }).where(eq(productReviews.id, oneStar.id));
    const withoutOne = starCountsOf([5, 4, 4, 3, 5]);
    expect(await productAggregate(product.id)).toEqual({ counts: withoutOne, key: ratingKey(withoutOne), searchKey: ratingKey(withoutOne) });
    await db.update(productReviews).set({ hiddenAt: null, hiddenReason: null }).where(eq(productReviews.id, oneStar.id));
    expect((await productAggregate(product.id)).counts).toEqual(expected);

    // An edit that changes the stars moves the review between rows; a deleted review leaves.
    await db.update(productReviews).set({ stars: 2 }).where(eq(productReviews.id, written[3]!.id));
    await db.delete(productReviews).where(eq(productReviews.id, written[0]!.id));
    const after = starCountsOf([4, 4, 2, 5, 1]);
    expect((await productAggregate(product.id)).counts).toEqual(after);
    expect(await sellerCounts(seller.id)).toEqual(after);
  });

  it("counts helpful votes without touching the stars, and keeps a deleted product's reviews in the seller's rating", async () => {
    const seller = await createTestSeller(db);
    const product = await createTestProduct(db, { sellerId: seller.id });
    const written = await review(seller.id, product, 2);
    const voters = [await buyer(), await buyer()];
    for (const voter of voters) await db.insert(reviewHelpfulVotes).values({ reviewId: written.id, voterId: voter.id });
    await db.delete(reviewHelpfulVotes).where(eq(reviewHelpfulVotes.voterId, voters[0]!.id));
    const [counted] = await db.select({ helpful: productReviews.helpfulCount }).from(productReviews).where(eq(productReviews.id, written.id));
    expect(counted!.helpful).toBe(1);
    expect((await productAggregate(product.id)).counts).toEqual(starCountsOf([2]));

    await db.delete(products).where(eq(products.id, product.id));
    const [kept] = await db.select({ productId: productReviews.productId }).from(productReviews).where(eq(productReviews.id, written.id));
    expect(kept!.productId).toBeNull();
    expect(await sellerCounts(seller.id)).toEqual(starCountsOf([2]));
  });

  it("refuses a second review of the same order item and stars outside 1 to 5", async () => {
    const seller = await createTestSeller(db);
    const product = await createTestProduct(db, { sellerId: seller.id });
    const first = await review(seller.id, product, 4);
    await expect(db.insert(productReviews).values({ ...first, id: undefined, stars: 5 })).rejects.toThrow();
    await expect(db.execute(sql`update product_reviews set stars = 6 where id = ${first.id}`)).rejects.toThrow();
    expect((await productAggregate(product.id)).counts).toEqual(starCountsOf([4]));
  });
});
