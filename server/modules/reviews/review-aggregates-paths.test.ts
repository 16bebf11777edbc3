import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StarCounts, type Stars, averageTenths, ratingKey, starCountsOf } from "@domain/reviews";
import type { AppContext } from "../../app-context";
import type { DatabaseHandle } from "../../db/client";
import { createUserWithProfile } from "../../db/seed/factories";
import { productReviews, productSearch, products, reviewHelpfulVotes, sellerRatings } from "../../db/schema";
import { createTestDatabase } from "../../test/test-database";
import { deleteAdminUser } from "../admin/delete-user";
import { createTestSeller } from "../catalog/test-factories";
import { createTestProduct } from "../orders/test-factories";
import { sellerTrustJsonSql } from "../trust-signals/seller-trust";
import { listProductReviews } from "./list-product-reviews";
import { createTestReview, createTestReviewer } from "./test-factories";

/**
 * The star and helpful counts the triggers keep (migration 0026) along every path that moves a review: the
 * generated rating_key against the domain's for many star multisets, and the cascades of deleting a product, an
 * account (anonymised or removed) and a review with votes.
 */

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

/** Deterministic pseudo-random numbers (a fixed seed, so a failure repeats). */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

async function productCounts(productId: string) {
  const [row] = await handle.db.select({ counts: products.ratingCounts, key: products.ratingKey }).from(products).where(eq(products.id, productId));
  const [search] = await handle.db.select({ key: productSearch.ratingKey }).from(productSearch).where(eq(productSearch.productId, productId));
  return { counts: row?.counts as unknown as StarCounts | undefined, key: row?.key, searchKey: search?.key };
}

async function sellerCounts(sellerId: string) {
  const [row] = await handle.db.select({ counts: sellerRatings.ratingCounts }).from(sellerRatings).where(eq(sellerRatings.sellerId, sellerId));
  return row?.counts as unknown as StarCounts | undefined;
}

const noFiles = { delete: async () => {} };
const quietLog = { error: () => {} };
const adminContext = () => ({ db: handle.db, storage: noFiles, log: quietLog }) as unknown as AppContext;

describe("rating_key: the database's key and the domain's for any star multiset", () => {
  it("agree on the product, its search copy and the seller's JSON average for 60 random multisets", async () => {
    const seller = await createTestSeller(handle.db);
    const product = await createTestProduct(handle.db, { sellerId: seller.id });
    await handle.db.insert(sellerRatings).values({ sellerId: seller.id });
    const next = random(33);
    const cases: StarCounts[] = [
      [0, 0, 0, 0, 0],
      [1, 0, 0, 0, 0],
      [0, 0, 0, 0, 1],
      [0, 0, 0, 1, 1], // 4.5 exactly: rounds up to 45
      [0, 0, 0, 3, 1], // 4.25 -> 43
      [1, 0, 0, 0, 3], // 4.0
      [0, 0, 1, 0, 999_999],
      [0, 0, 0, 0, 1_000_000], // past the key's count cap
      [7, 0, 0, 0, 2_000_000],
    ];
    while (cases.length < 60) {
      const scale = next() < 0.2 ? 100_000 : 12;
      cases.push([0, 0, 0, 0, 0].map(() => Math.floor(next() * next() * scale)) as unknown as StarCounts);
    }
    for (const counts of cases) {
      const array = `{${counts.join(",")}}`;
      await handle.db.update(products).set({ ratingCounts: sql`${array}::integer[]` }).where(eq(products.id, product.id));
      await handle.db.update(sellerRatings).set({ ratingCounts: sql`${array}::integer[]` }).where(eq(sellerRatings.sellerId, seller.id));
      const { key, searchKey } = await productCounts(product.id);
      type Trust = { rating: { averageTenths: number; count: number } };
      const { rows } = await handle.db.execute<{ trust: Trust | string }>(
        sql`select ${sql.raw(sellerTrustJsonSql)} as trust from profiles s where s.id = ${seller.id}`,
      );
      const raw = rows[0]!.trust;
      const trust = typeof raw === "string" ? (JSON.parse(raw) as Trust) : raw;
      expect({ counts, key: Number(key), searchKey: Number(searchKey), sellerTenths: trust.rating.averageTenths }).toEqual({
        counts,
        key: ratingKey(counts),
        searchKey: ratingKey(counts),
        sellerTenths: averageTenths(counts),
      });
    }
  });
});

describe("star and helpful counts along the paths that move a review", () => {
  it("a review deleted with helpful votes on it leaves the counts as if it never was", async () => {
    const seller = await createTestSeller(handle.db);
    const product = await createTestProduct(handle.db, { sellerId: seller.id });
    const kept = await createTestReview(handle.db, { product, stars: 5 });
    const voted = await createTestReview(handle.db, { product, stars: 1 });
    for (let i = 0; i < 3; i++) {
      const voter = await createTestReviewer(handle.db);
      await handle.db.insert(reviewHelpfulVotes).values([
        { reviewId: voted.id, voterId: voter.id },
        { reviewId: kept.id, voterId: voter.id },
      ]);
    }
    await handle.db.delete(productReviews).where(eq(productReviews.id, voted.id));
    expect(await productCounts(product.id)).toMatchObject({ counts: starCountsOf([5]), key: ratingKey(starCountsOf([5])) });
    expect(await sellerCounts(seller.id)).toEqual(starCountsOf([5]));
    const [row] = await handle.db.select({ helpful: productReviews.helpfulCount }).from(productReviews).where(eq(productReviews.id, kept.id));
    expect(row!.helpful).toBe(3);
  });

  it("a hidden review of a product deleted since counts for the seller again once restored, and only there", async () => {
    const seller = await createTestSeller(handle.db);
    const product = await createTestProduct(handle.db, { sellerId: seller.id });
    const hidden = await createTestReview(handle.db, { product, stars: 2, hidden: true });
    await createTestReview(handle.db, { product, stars: 4 });
    expect(await sellerCounts(seller.id)).toEqual(starCountsOf([4]));
    await handle.db.delete(products).where(eq(products.id, product.id));
    expect(await sellerCounts(seller.id)).toEqual(starCountsOf([4]));
    await handle.db.update(productReviews).set({ hiddenAt: null, hiddenReason: null }).where(eq(productReviews.id, hidden.id));
    expect(await sellerCounts(seller.id)).toEqual(starCountsOf([4, 2]));
    await handle.db.update(productReviews).set({ stars: 3 }).where(eq(productReviews.id, hidden.id));
    expect(await sellerCounts(seller.id)).toEqual(starCountsOf([4, 3]));
  });

  it("an anonymised buyer's reviews stay in every count; an anonymised seller's stay in its rating", async () => {
    const admin = await createUserWithProfile(handle.db, { email: `admin-${randomUUID().slice(0, 8)}@example.test`, password: "Passw0rd!x", accountType: "buyer", isAdmin: true });
    const seller = await createTestSeller(handle.db);
    const product = await createTestProduct(handle.db, { sellerId: seller.id });
    const buyer = await createTestReviewer(handle.db, { companyName: "Gupta Kirana", city: "Lucknow" });
    const stars: Stars[] = [5, 3];
    for (const star of stars) await createTestReview(handle.db, { product, buyerId: buyer.id, stars: star });
    const other = await createTestReview(handle.db, { product, stars: 1 });
    await handle.db.insert(reviewHelpfulVotes).values({ reviewId: other.id, voterId: buyer.id });

    expect(await deleteAdminUser(adminContext(), admin.id, buyer.id)).toEqual({ outcome: "anonymised" });
    expect(await productCounts(product.id)).toMatchObject({ counts: starCountsOf([5, 3, 1]), searchKey: ratingKey(starCountsOf([5, 3, 1])) });
    expect(await sellerCounts(seller.id)).toEqual(starCountsOf([5, 3, 1]));
    const [vote] = await handle.db.select({ helpful: productReviews.helpfulCount }).from(productReviews).where(eq(productReviews.id, other.id));
    expect(vote!.helpful).toBe(1);

    expect(await deleteAdminUser(adminContext(), admin.id, seller.id)).toEqual({ outcome: "anonymised" });
    expect(await productCounts(product.id)).toEqual({ counts: undefined, key: undefined, searchKey: undefined });
    const reviews = await handle.db.select({ productId: productReviews.productId }).from(productReviews).where(eq(productReviews.sellerId, seller.id));
    expect(reviews).toHaveLength(3);
    expect(reviews.every((review) => review.productId === null)).toBe(true);
    expect(await sellerCounts(seller.id)).toEqual(starCountsOf([5, 3, 1]));
  });

  it("a voter whose account is removed takes their helpful vote with them, never below zero", async () => {
    const seller = await createTestSeller(handle.db);
    const product = await createTestProduct(handle.db, { sellerId: seller.id });
    const review = await createTestReview(handle.db, { product, stars: 4 });
    const voter = await createTestReviewer(handle.db);
    await handle.db.insert(reviewHelpfulVotes).values({ reviewId: review.id, voterId: voter.id });
    await handle.db.execute(sql`delete from "user" where id = ${voter.id}`);
    const [row] = await handle.db.select({ helpful: productReviews.helpfulCount }).from(productReviews).where(eq(productReviews.id, review.id));
    expect(row!.helpful).toBe(0);
  });
});

describe("most helpful first, while helpful counts move between pages", () => {
  it("never fails; a review whose count fell behind the cursor is read again (web reviewsOnScreen drops the repeat)", async () => {
    const seller = await createTestSeller(handle.db);
    const product = await createTestProduct(handle.db, { sellerId: seller.id });
    const base = Date.now() - 60 * 60_000;
    const reviews = [];
    for (let i = 0; i < 4; i++) reviews.push(await createTestReview(handle.db, { product, stars: 4, createdAt: new Date(base + i * 60_000) }));
    // Helpful counts 2, 2, 1, 0 (oldest first): ties on the count are ordered newest first.
    const voters = [await createTestReviewer(handle.db), await createTestReviewer(handle.db)];
    for (const [index, votes] of [2, 2, 1, 0].entries()) {
      for (const voter of voters.slice(0, votes)) await handle.db.insert(reviewHelpfulVotes).values({ reviewId: reviews[index]!.id, voterId: voter.id });
    }
    const first = await listProductReviews(handle.db, product.id, { sort: "helpful", limit: 2 }, voters[0]!.id);
    expect(first.items.map((item) => item.id)).toEqual([reviews[1]!.id, reviews[0]!.id]);
    // The reader takes back a vote on the first review shown: 2 -> 1, now below the cursor (2, oldest's time).
    await handle.db.delete(reviewHelpfulVotes).where(sql`review_id = ${reviews[1]!.id} and voter_id = ${voters[0]!.id}`);
    const second = await listProductReviews(handle.db, product.id, { sort: "helpful", limit: 2, cursor: first.nextCursor! }, voters[0]!.id);
    // Both now have one vote, newest first: the one just shown on page 1 comes again.
    expect(second.items.map((item) => item.id)).toEqual([reviews[2]!.id, reviews[1]!.id]);
  });
});
