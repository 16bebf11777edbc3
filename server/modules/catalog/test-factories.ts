import { randomUUID } from "node:crypto";
import type { Executor } from "../../db/client";
import { productMedia, productReviews, products, sellerShipping } from "../../db/schema";
import { createUserWithProfile, type NewUserInput } from "../../db/seed/factories";
import type { MediaType } from "@domain/catalog";
import { DEFAULT_DISPATCH_DAYS, type FreightRules } from "@domain/freight";
import type { Stars } from "@domain/reviews";
import { createTestOrder } from "../orders/test-factories";

/** Free delivery in every zone: what test sellers charge unless a test says otherwise. */
export const FREE_FREIGHT: FreightRules = {
  same_city: { kind: "flat", amount: 0, freeAbove: null },
  same_state: { kind: "flat", amount: 0, freeAbove: null },
  rest_of_india: { kind: "flat", amount: 0, freeAbove: null },
};

/**
 * A seller (verified unless told otherwise) that can sign in; for catalogue tests. It delivers free, so a test's
 * order amounts are its goods alone; `freightRules: null` leaves it on the platform's default freight (a freight test
 * saves its own rules).
 */
export async function createTestSeller(db: Executor, overrides: Partial<NewUserInput> & { freightRules?: FreightRules | null } = {}) {
  const { freightRules = FREE_FREIGHT, ...profile } = overrides;
  const seller = await createUserWithProfile(db, {
    email: `seller-${randomUUID().slice(0, 8)}@example.test`,
    password: "Passw0rd!x",
    accountType: "seller",
    businessSubtype: "wholesaler",
    companyName: "Test Traders Pvt Ltd",
    contactPerson: "Test Seller",
    isVerified: true,
    ...profile,
  });
  if (freightRules) await db.insert(sellerShipping).values({ sellerId: seller.id, freightRules, dispatchDays: DEFAULT_DISPATCH_DAYS });
  return seller;
}

type MediaInput = { mediaUrl: string; mediaType?: MediaType; displayOrder?: number };
export type TestProductInput = Partial<typeof products.$inferInsert> & { media?: MediaInput[] };

/** An active product of the seller (₹100 a unit, 500 in stock unless told otherwise), with its media rows. */
export async function createTestProduct(db: Executor, sellerId: string, input: TestProductInput = {}) {
  const { media = [], ...columns } = input;
  const [product] = await db
    .insert(products)
    .values({
      sellerId,
      name: `Test product ${randomUUID().slice(0, 8)}`,
      description: "A product made for a test.",
      category: "Industrial & Scientific",
      hsnCode: "8205",
      gstRateBasisPoints: 1800,
      price: 10_000,
      stock: 500,
      ...columns,
    })
    .returning();
  if (media.length > 0) {
    await db.insert(productMedia).values(
      media.map((item, index) => ({
        productId: product!.id,
        mediaUrl: item.mediaUrl,
        mediaType: item.mediaType ?? "image",
        displayOrder: item.displayOrder ?? index,
      })),
    );
  }
  return product!;
}

/**
 * Reviews of a seller's products written straight into product_reviews, as the API writes them, each on an item of
 * a delivered order: the n-th review of every product comes from the n-th new buyer, whose one order holds those
 * products. The database's trigger then keeps the products' star counts and rating keys (never set here).
 */
export async function reviewTestProducts(db: Executor, sellerId: string, reviews: [product: typeof products.$inferSelect, stars: Stars[]][]) {
  const most = Math.max(0, ...reviews.map(([, stars]) => stars.length));
  for (let n = 0; n < most; n += 1) {
    const reviewed = reviews.filter(([, stars]) => stars.length > n);
    const buyer = await createUserWithProfile(db, {
      email: `buyer-${randomUUID().slice(0, 8)}@example.test`,
      password: "Passw0rd!x",
      accountType: "buyer",
      companyName: "Sharma Traders",
    });
    const lines = reviewed.map(([product]) => ({ product, quantity: 1 }));
    const { order, items } = await createTestOrder(db, { buyerId: buyer.id, sellerId, lines, status: "Delivered" });
    await db.insert(productReviews).values(
      reviewed.map(([product, stars]) => ({
        orderItemId: items.find((item) => item.productId === product.id)!.id,
        orderId: order.id,
        productId: product.id,
        sellerId,
        buyerId: buyer.id,
        stars: stars[n]!,
      })),
    );
  }
}
