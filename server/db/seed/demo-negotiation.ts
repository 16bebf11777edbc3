import { and, eq } from "drizzle-orm";
import { requirementExpiresAt } from "@domain/requirements";
import { indiaDate } from "@domain/subscription-term";
import { quoteMessageText } from "../../modules/quotations/send-quote";
import type { Executor } from "../client";
import { products, quotes, requirements, threadMessages, threads, type profiles } from "../schema";

type Profile = typeof profiles.$inferSelect;
const HOUR = 3_600_000;

/**
 * Open requirements of the demo buyer in categories demo sellers trade in (one posted half an hour ago, still inside
 * verified sellers' head start), and an enquiry between the demo buyer and Shakti Textiles (seller1) with a few
 * messages and a sent quotation, so a first `npm start` shows negotiation at work.
 */
export async function seedDemoNegotiation(db: Executor, buyer: Profile, sellers: Profile[], now = new Date()) {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);
  const requirement = (postedAt: Date, values: Omit<typeof requirements.$inferInsert, "buyerId" | "expiresAt" | "createdAt">) => ({
    buyerId: buyer.id,
    ...values,
    createdAt: postedAt,
    expiresAt: requirementExpiresAt(postedAt),
  });
  await db.insert(requirements).values([
    requirement(ago(50), {
      category: "Apparel",
      productName: "White cotton polo T-shirts for school uniforms",
      details: "Sizes 28 to 40, 200 GSM pique, school crest embroidered on the chest (artwork supplied). Packed per size.",
      quantity: 3_000,
      targetUnitPrice: 18_500,
      deliveryCity: "Indore",
      deliveryPincode: "452001",
      neededBy: indiaDate(new Date(now.getTime() + 25 * 24 * HOUR)),
    }),
    requirement(ago(6), {
      category: "Electronics",
      productName: "9W LED bulbs, B22, BIS certified",
      details: "Cool daylight, 1 year replacement warranty, printed retail boxes.",
      quantity: 5_000,
      targetUnitPrice: null,
      deliveryCity: "Bhopal",
      deliveryPincode: "462001",
      neededBy: null,
    }),
    requirement(ago(0.5), {
      category: "Kitchenware",
      productName: "Stainless steel 3-tier tiffin boxes",
      details: "Food-grade 304 steel, with a cloth bag.",
      quantity: 800,
      targetUnitPrice: 35_000,
      deliveryCity: "Indore",
      deliveryPincode: "452001",
      neededBy: indiaDate(new Date(now.getTime() + 40 * 24 * HOUR)),
    }),
  ]);

  const seller = sellers.find((s) => s.companyName === "Shakti Textiles Pvt Ltd");
  if (!seller) return;
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.sellerId, seller.id), eq(products.name, "Georgette Sarees with Blouse Piece")));
  if (!product) return;

  const [thread] = await db
    .insert(threads)
    .values({
      buyerId: buyer.id,
      sellerId: seller.id,
      origin: "enquiry",
      productId: product.id,
      subject: product.name,
      quantity: 200,
      targetUnitPrice: 58_000,
      deliveryCity: "Indore",
      deliveryPincode: "452001",
      createdAt: ago(26),
      lastMessageAt: ago(2),
      buyerReadAt: ago(2),
      sellerReadAt: ago(20),
    })
    .returning();
  const quote = { quantity: 200, unitPrice: 59_500, validUntil: indiaDate(new Date(now.getTime() + 10 * 24 * HOUR)) };
  const [sentQuote] = await db
    .insert(quotes)
    .values({
      threadId: thread!.id,
      buyerId: buyer.id,
      sellerId: seller.id,
      productId: product.id,
      ...quote,
      deliveryTerms: "Free delivery to Indore within 7 days of payment",
      note: "Assorted festive prints, 10 colours per bundle.",
      createdAt: ago(20),
    })
    .returning();
  const message = (author: "buyer" | "seller", hoursAgo: number, body: string, quoteId?: string) => ({
    threadId: thread!.id,
    author,
    authorId: author === "buyer" ? buyer.id : seller.id,
    body,
    quoteId: quoteId ?? null,
    createdAt: ago(hoursAgo),
  });
  await db.insert(threadMessages).values([
    message("buyer", 26, "Namaste. We need 200 georgette sarees for Diwali stock. Can you do ₹580 a piece delivered to Indore?"),
    message("seller", 21, "Namaste Ravi ji. ₹580 is below our cost for 200 pieces, but we can offer ₹595 with free delivery to Indore."),
    message("seller", 20, quoteMessageText(product.name, quote), sentQuote!.id),
    message("buyer", 2, "Thank you. Can the bundles be packed 10 per box with the colours mixed? Then we will accept."),
  ]);
}
