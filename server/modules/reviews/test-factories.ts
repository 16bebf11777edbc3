import { randomUUID } from "node:crypto";
import type { Stars } from "@domain/reviews";
import type { StoredPostalAddress } from "@domain/schemas/postal-address";
import type { Executor } from "../../db/client";
import { createUserWithProfile } from "../../db/seed/factories";
import { productReviews, type products, reviewPhotos } from "../../db/schema";
import { createTestOrder } from "../orders/test-factories";

/** Test data for reviews: buyers and their reviews of delivered orders, written straight into the tables. */

type Product = typeof products.$inferSelect;

/** A buyer account (not signed in) with a company name and, when given, the city on its billing address. */
export async function createTestReviewer(db: Executor, input: { companyName?: string; city?: string } = {}) {
  const billingAddress: StoredPostalAddress | undefined = input.city
    ? { address: "4 Station Road", city: input.city, state: "Rajasthan", zip: "302001", country: "India" }
    : undefined;
  return createUserWithProfile(db, {
    email: `reviewer-${randomUUID().slice(0, 8)}@example.test`,
    password: "Passw0rd!x",
    accountType: "buyer",
    companyName: input.companyName ?? "Sharma Traders",
    billingAddress,
  });
}

export type TestReviewInput = {
  product: Product;
  /** The order's buyer; a new one (Sharma Traders, no city) when not given. A buyer may review each order item once. */
  buyerId?: string;
  stars: Stars;
  title?: string;
  text?: string;
  createdAt?: Date;
  hidden?: boolean;
  /** Public media URLs, in display order. */
  photos?: string[];
  reply?: string;
};

/**
 * A delivered order of one unit of `product` and the buyer's review of it, as the API would leave it: the product's
 * and seller's star counts follow by trigger. A hidden review carries an administrator's reason.
 */
export async function createTestReview(db: Executor, input: TestReviewInput) {
  const buyerId = input.buyerId ?? (await createTestReviewer(db)).id;
  const sellerId = input.product.sellerId;
  const { order, items } = await createTestOrder(db, { buyerId, sellerId, lines: [{ product: input.product, quantity: 1 }], status: "Delivered" });
  const createdAt = input.createdAt ?? new Date();
  const [review] = await db
    .insert(productReviews)
    .values({
      orderItemId: items[0]!.id,
      orderId: order.id,
      productId: input.product.id,
      sellerId,
      buyerId,
      stars: input.stars,
      title: input.title ?? "",
      body: input.text ?? "",
      createdAt,
      updatedAt: createdAt,
      ...(input.hidden ? { hiddenAt: new Date(), hiddenReason: "Hidden in a test" } : {}),
      ...(input.reply ? { sellerReply: input.reply, sellerRepliedAt: new Date() } : {}),
    })
    .returning();
  if (input.photos?.length) {
    await db.insert(reviewPhotos).values(input.photos.map((mediaUrl, displayOrder) => ({ reviewId: review!.id, mediaUrl, displayOrder })));
  }
  return review!;
}
