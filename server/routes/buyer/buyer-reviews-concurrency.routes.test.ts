import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ratingCount, ratingKey, STARS, starCountsOf, type Stars } from "@domain/reviews";
import type { App } from "../../app";
import { products, sellerRatings } from "../../db/schema";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

const BUYERS = 50;

let app: App;
// Fifty sign-ins from one test address would meet the per-address request limits, which are not what this test is about.
beforeAll(async () => (app = await createTestApp({ RATE_LIMITS: "off" })));
afterAll(async () => app.close());

describe("fifty buyers reviewing one product at once", () => {
  it("leaves the product's and the seller's star counts equal to the domain's fold of every review", async () => {
    const seller = await signInAs(app, "seller");
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, stock: 10_000 });
    // Signed in one after another: sign-ins in flight at once count as guesses from one address. Only the reviews race.
    const buyers: { headers: Record<string, string>; orderItemId: string }[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const buyer = await signInAs(app, "buyer");
      const { items } = await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: seller.profile.id, lines: [{ product, quantity: 1 }], status: "Delivered" });
      buyers.push({ headers: buyer.headers, orderItemId: items[0]!.id });
    }
    // A spread that is not all fives: buyer i gives 1 + (i × 7 mod 5) stars.
    const given: Stars[] = buyers.map((_, i) => STARS[(i * 7) % 5]!);

    const answers = await Promise.all(
      buyers.map(({ headers, orderItemId }, i) =>
        app.inject({ method: "POST", url: "/api/buyer/reviews", headers, payload: { orderItemId, stars: given[i], title: `Review ${i}`, text: "" } }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.body)).toEqual([]);

    const expected = starCountsOf(given);
    expect(ratingCount(expected)).toBe(BUYERS);
    const [row] = await app.ctx.db.select({ counts: products.ratingCounts, key: products.ratingKey }).from(products).where(eq(products.id, product.id));
    expect(row).toEqual({ counts: expected, key: ratingKey(expected) });
    const [sellerRow] = await app.ctx.db.select({ counts: sellerRatings.ratingCounts }).from(sellerRatings).where(eq(sellerRatings.sellerId, seller.profile.id));
    expect(sellerRow?.counts).toEqual(expected);
  }, 180_000); // fifty real sign-ins (password hashing) come first
});
