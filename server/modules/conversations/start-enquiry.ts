import { and, eq } from "drizzle-orm";
import type { EnquiryInput } from "@domain/schemas/conversations";
import type { AppContext } from "../../app-context";
import { products, profiles, threads } from "../../db/schema";
import { AppError, businessRule, notFound } from "../../errors";
import { enqueueNewEnquiryEmail } from "./conversation-emails";
import { insertMessage } from "./post-message";
import { assertNotBlocked } from "./seller-blocks";

/** The seller and subject an enquiry goes to: a listed product's seller, or a seller named directly. */
async function enquiryTarget(ctx: AppContext, input: EnquiryInput) {
  if (input.productId) {
    const [product] = await ctx.db
      .select({ sellerId: products.sellerId, name: products.name, minOrderQuantity: products.minOrderQuantity })
      .from(products)
      .innerJoin(profiles, eq(profiles.id, products.sellerId))
      .where(and(eq(products.id, input.productId), eq(products.isActive, true), eq(profiles.isActive, true)));
    if (!product) throw new AppError("PRODUCT_NOT_FOUND");
    if (input.quantity < product.minOrderQuantity)
      throw businessRule("BELOW_MIN_ORDER", `The minimum order for “${product.name}” is ${product.minOrderQuantity}.`, {
        minOrderQuantity: product.minOrderQuantity,
      });
    return { sellerId: product.sellerId, subject: product.name, productId: input.productId };
  }
  const [seller] = await ctx.db
    .select({ id: profiles.id, companyName: profiles.companyName })
    .from(profiles)
    .where(and(eq(profiles.id, input.sellerId!), eq(profiles.accountType, "seller"), eq(profiles.isActive, true)));
  if (!seller) throw notFound("Seller", "PROFILE_NOT_FOUND");
  return { sellerId: seller.id, subject: `Enquiry to ${seller.companyName ?? "the seller"}`, productId: null };
}

/**
 * Contact Seller / Get Best Price: opens a thread between the buyer and the seller with the buyer's first message;
 * the seller sees it live and gets an email at once.
 */
export async function startEnquiry(ctx: AppContext, buyerId: string, input: EnquiryInput): Promise<{ threadId: string }> {
  const target = await enquiryTarget(ctx, input);
  if (target.sellerId === buyerId) throw businessRule("OWN_PRODUCT");
  return ctx.db.transaction(async (tx) => {
    await assertNotBlocked(tx, target.sellerId, buyerId);
    const [thread] = await tx
      .insert(threads)
      .values({
        buyerId,
        sellerId: target.sellerId,
        origin: "enquiry",
        productId: target.productId,
        subject: target.subject,
        quantity: input.quantity,
        targetUnitPrice: input.targetUnitPrice ?? null,
        deliveryCity: input.deliveryCity,
        deliveryPincode: input.deliveryPincode,
      })
      .returning();
    // The seller is emailed about the enquiry below, at once: no second email if it stays unread.
    await insertMessage(ctx, tx, thread!, { author: "buyer", authorId: buyerId, body: input.message, emailIfUnread: false });
    await enqueueNewEnquiryEmail(ctx, tx, {
      threadId: thread!.id,
      sellerId: target.sellerId,
      buyerId,
      subject: target.subject,
      quantity: input.quantity,
      targetUnitPrice: input.targetUnitPrice ?? null,
      deliveryCity: input.deliveryCity,
      message: input.message,
    });
    return { threadId: thread!.id };
  });
}
