import { asc, and, eq } from "drizzle-orm";
import type { Executor } from "../client";
import { products, threadMessages, threads, type profiles } from "../schema";

type Profile = typeof profiles.$inferSelect;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * How many minutes each demo seller took to answer its enquiries (null: never answered), in the order of
 * DEMO_SELLERS: some answer within the hour, some take a day, the unverified ones leave a few unanswered. These make
 * the response rate and median reply time on the seller pages real figures of the trust-signals job.
 */
const ANSWER_MINUTES: (number | null)[][] = [
  [8, 20, 35, 60, 150],
  [15, 45, 90, 240, null],
  [5, 10, 25, 30],
  [120, 300, 600, 1_440, null],
  [180, 1_500, 3_000, null, null],
  [30, 60, 75],
  [40, 100, 200, null],
  [20, 50, 70, 110, 400],
];

const QUESTIONS = [
  (product: string, quantity: number) => `Namaste, we need ${quantity} of ${product}. What is your best rate delivered, and how soon can you dispatch?`,
  (product: string, quantity: number) => `${product} ke ${quantity} piece chahiye. Rate aur delivery time batayiye.`,
  (product: string, quantity: number) => `Please share the price for ${quantity} units of ${product}, with GST invoice. Is a sample possible?`,
];
const ANSWERS = [
  "Namaste ji. Yes, available in stock. For this quantity we can do the tier rate with free delivery; dispatch in 2 days.",
  "Thank you for your enquiry. We will send a quotation today, with GST invoice and e-way bill.",
  "Ji, maal ready hai. Rate listing wala hi rahega, 2 din mein dispatch ho jayega.",
];

/**
 * Enquiries from the demo buyers to each demo seller over the last 80 days, about its products, answered as fast as
 * ANSWER_MINUTES says (the buyer's question, then the seller's first answer).
 */
export async function seedDemoEnquiries(db: Executor, sellers: Profile[], buyers: Profile[], now: Date): Promise<void> {
  for (const [si, seller] of sellers.entries()) {
    const catalogue = await db
      .select({ id: products.id, name: products.name, minOrderQuantity: products.minOrderQuantity })
      .from(products)
      .where(and(eq(products.sellerId, seller.id), eq(products.isActive, true)))
      .orderBy(asc(products.name));
    const answers = ANSWER_MINUTES[si % ANSWER_MINUTES.length]!;
    for (const [j, minutes] of answers.entries()) {
      const product = catalogue[(j * 3 + 1) % Math.max(catalogue.length, 1)];
      if (!product) continue;
      const buyer = buyers[(si * 2 + j) % buyers.length]!;
      const askedAt = new Date(now.getTime() - (3 + ((j * 17 + si * 7) % 78)) * DAY - (j + si) * 37 * MINUTE);
      const answeredAt = minutes === null ? null : new Date(askedAt.getTime() + minutes * MINUTE);
      const quantity = product.minOrderQuantity * (2 + (j % 3));
      const city = buyer.billingAddress ?? { city: "Indore", zip: "452007" };
      const [thread] = await db
        .insert(threads)
        .values({
          buyerId: buyer.id,
          sellerId: seller.id,
          origin: "enquiry",
          productId: product.id,
          subject: product.name,
          quantity,
          deliveryCity: city.city,
          deliveryPincode: city.zip,
          createdAt: askedAt,
          lastMessageAt: answeredAt ?? askedAt,
          buyerReadAt: answeredAt ?? askedAt,
          sellerReadAt: answeredAt,
        })
        .returning({ id: threads.id });
      const question = QUESTIONS[(si + j) % QUESTIONS.length]!(product.name, quantity);
      await db.insert(threadMessages).values([
        { threadId: thread!.id, author: "buyer" as const, authorId: buyer.id, body: question, createdAt: askedAt },
        ...(answeredAt
          ? [{ threadId: thread!.id, author: "seller" as const, authorId: seller.id, body: ANSWERS[(si + j) % ANSWERS.length]!, createdAt: answeredAt }]
          : []),
      ]);
    }
  }
}
