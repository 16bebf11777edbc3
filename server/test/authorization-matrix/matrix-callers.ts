import { randomUUID } from "node:crypto";
import type { App } from "../../app";
import { eq } from "drizzle-orm";
import { orderReturns, orders, payoutQueries, productMedia, returnRefunds, sellerDocuments, subscriptionPlans } from "../../db/schema";
import { issueSubscriptionInvoice } from "../../modules/invoices/issue-subscription-invoice";
import { startSubscription } from "../../modules/subscriptions/start-subscription";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
import { returnPhotoKey } from "../../modules/returns/return-photos";
import { issueCancellationCreditNote } from "../../modules/tax/issue-credit-note";
import { invoiceTestOrder } from "../../modules/tax/test-factories";
import { signInAs } from "../sign-in";
import { createNegotiation } from "./matrix-negotiation";
import { createMatrixReviews } from "./matrix-reviews";
import { createModeratedReview } from "./matrix-moderation";
import { TEST_ORIGIN } from "../test-app";
import { enrolTwoFactor } from "../two-factor-enrolment";

export const MATRIX_ROLES = ["anonymous", "buyer", "other buyer", "seller", "other seller", "admin without 2FA", "admin"] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];

/** The objects of "buyer" and "seller" that everyone else must not reach, and what would show if they did. */
export type OwnedObjects = {
  orderId: string;
  orderItemId: string;
  paymentOrderId: string;
  productId: string;
  /** Media of `productId`: one kept, one that the matrix's DELETE of a medium removes. */
  mediaId: string;
  spareMediaId: string;
  /** A second product of "seller", for the matrix's DELETE of a product (the first must outlive it). */
  spareProductId: string;
  /** KYC documents of "seller" (with their files): one kept, one that the matrix's DELETE of a document removes. */
  documentId: string;
  spareDocumentId: string;
  /** The return request of "buyer" on the delivered order, which "seller" decides, and its photo. */
  returnId: string;
  returnPhotoId: string;
  /** A plan payment (sub_ order) of "seller", waiting at the provider. */
  subscriptionPaymentOrderId: string;
  /** A GST tax invoice of "seller". */
  invoiceId: string;
  /** A credit note against the invoice of `orderId`. */
  creditNoteId: string;
  /** The profile of "seller" (admin routes about an account). */
  sellerId: string;
  /** The delivered order of "seller" (with a payout screenshot on file), its payout query and a refund owed by hand. */
  deliveredOrderId: string;
  payoutQueryId: string;
  manualRefundId: string;
  /** A plan with subscribers (Standard), and one nobody is on, which the matrix's DELETE of a plan removes. */
  planId: string;
  disposablePlanId: string;
  /** What the admin's DELETE routes destroy, so the owners' objects outlive them: an account and a product. */
  disposableUserId: string;
  disposableProductId: string;
  /** A conversation of "buyer" with "seller" about `productId`, a message in it with an attachment, and a quote. */
  threadId: string;
  attachmentMessageId: string;
  quoteId: string;
  /** A second conversation, which the matrix's admin close route closes. */
  disposableThreadId: string;
  /** A requirement of "buyer" in the category "seller" sells in ("other seller" sells in none). */
  requirementId: string;
  /** A second requirement of "buyer", which the matrix's cancel route cancels. */
  disposableRequirementId: string;
  /**
   * A review by "buyer" of the product of "seller" (on a second delivered order), with a photo; and a spare review
   * that the matrix's DELETE of a review removes.
   */
  reviewId: string;
  reviewPhotoId: string;
  spareReviewId: string;
  /** An item of the delivered order, for the matrix's POST of a review (answered 409: it is reviewed already). */
  reviewedOrderItemId: string;
  /** A reported review of the product of "seller" by someone else, which the matrix's admin moderation routes hide and restore. */
  moderatedReviewId: string;
  /** Strings found only in the owners' private data: an answer to anyone else must not contain them. */
  privateMarkers: string[];
};

/**
 * Every caller of the matrix, signed in through the real endpoints (the app must require admin two-factor), and one
 * order of "buyer" from "seller" with its paid checkout, a delivered order with a return, and a wishlist entry.
 */
export async function createMatrixCallers(app: App) {
  const buyer = await signInAs(app, "buyer", { phone: "9811100001" });
  const seller = await signInAs(app, "seller");
  const admin = await signInAs(app, "admin");
  const callers: Record<MatrixRole, Record<string, string>> = {
    anonymous: { origin: TEST_ORIGIN },
    buyer: buyer.headers,
    "other buyer": (await signInAs(app, "buyer")).headers,
    seller: seller.headers,
    "other seller": (await signInAs(app, "seller")).headers,
    "admin without 2FA": (await signInAs(app, "admin")).headers,
    admin: { origin: TEST_ORIGIN, cookie: (await enrolTwoFactor(app, admin.cookie, admin.password)).cookie },
  };

  const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, stock: 1000 });
  const [medium, spareMedium] = await app.ctx.db
    .insert(productMedia)
    .values([0, 1].map((displayOrder) => ({ productId: product.id, mediaUrl: `/images/matrix-${displayOrder}.jpg`, mediaType: "image" as const, displayOrder })))
    .returning();
  const spareProduct = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
  const disposableProduct = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
  const disposableUser = await signInAs(app, "buyer");
  const { order, items, checkout } = await createTestOrder(app.ctx.db, {
    buyerId: buyer.profile.id,
    sellerId: seller.profile.id,
    lines: [{ product, quantity: 2 }],
  });
  // Its GST tax invoice, which the order's invoice downloads serve, and a credit note against it (as its cancellation
  // would issue; a later cancellation by the matrix finds it issued).
  const orderInvoice = await invoiceTestOrder(app.ctx.db, order.id);
  const creditNote = await app.ctx.db.transaction((tx) => issueCancellationCreditNote(tx, order.id));
  if (!creditNote) throw new Error("fixture credit note was not issued");
  const delivered = await createTestOrder(app.ctx.db, {
    buyerId: buyer.profile.id,
    sellerId: seller.profile.id,
    lines: [{ product, quantity: 1 }],
    status: "Delivered",
  });
  const returnRequest = await app.inject({
    method: "POST",
    url: `/api/buyer/orders/${delivered.order.id}/returns`,
    headers: buyer.headers,
    payload: { orderItemId: delivered.items[0]!.id, requestType: "return", quantity: 1, reason: "Arrived damaged" },
  });
  if (returnRequest.statusCode !== 201) throw new Error(`fixture return failed: ${returnRequest.body}`);
  const returnId = (returnRequest.json() as { id: string }).id;
  const returnPhotoId = randomUUID();
  const returnPhoto = returnPhotoKey(delivered.order.id, returnPhotoId);
  await app.ctx.storage.put(returnPhoto, Buffer.from("RIFF matrix photo"), { contentType: "image/webp" });
  await app.ctx.db.update(orderReturns).set({ photos: [returnPhoto] }).where(eq(orderReturns.id, returnId));
  const screenshotKey = `payout-screenshots/${seller.profile.id}/${delivered.order.id}-matrix.png`;
  await app.ctx.storage.put(screenshotKey, Buffer.from("matrix screenshot"), { contentType: "image/png" });
  await app.ctx.db.update(orders).set({ payoutScreenshotUrl: screenshotKey }).where(eq(orders.id, delivered.order.id));
  const [payoutQuery] = await app.ctx.db.insert(payoutQueries).values({ orderId: delivered.order.id, sellerId: seller.profile.id, queryText: "Matrix query" }).returning();
  const [manualRefund] = await app.ctx.db
    .insert(returnRefunds)
    .values({ returnId, orderId: delivered.order.id, amount: 100, onlineAmount: 0, manualAmount: 100 })
    .returning();
  const documents = await app.ctx.db
    .insert(sellerDocuments)
    .values([0, 1].map((n) => ({ userId: seller.profile.id, documentType: "PAN Card" as const, fileUrl: `kyc/${seller.profile.id}/matrix-${n}.pdf` })))
    .returning();
  for (const row of documents) await app.ctx.storage.put(row.fileUrl, Buffer.from("%PDF-1.4 matrix"), { contentType: "application/pdf" });
  const saved = await app.inject({ method: "PUT", url: `/api/buyer/wishlist/${product.id}`, headers: buyer.headers });
  if (saved.statusCode !== 200) throw new Error(`fixture wishlist entry failed: ${saved.body}`);

  const [standard] = await app.ctx.db.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Standard"));
  const planPayment = await app.inject({ method: "POST", url: "/api/seller/subscription/checkout", headers: seller.headers, payload: { planId: standard!.id } });
  if (planPayment.statusCode !== 200) throw new Error(`fixture plan payment failed: ${planPayment.body}`);
  const subscriptionPaymentOrderId = (planPayment.json() as { orderId: string }).orderId;
  const invoice = await app.ctx.db.transaction(async (tx) => {
    const term = { startDate: "2026-11-24", endDate: "2027-11-24" };
    const subscription = await startSubscription(tx, { userId: seller.profile.id, planId: standard!.id, billingCycle: "yearly", ...term, paymentOrderId: null });
    return issueSubscriptionInvoice(tx, app.ctx.config, {
      subscriptionId: subscription.id,
      userId: seller.profile.id,
      planName: standard!.name,
      billingCycle: "yearly",
      periodStart: term.startDate,
      periodEnd: term.endDate,
      paymentOrderId: null,
      base: 99_900,
      gst: 17_982,
      issuedOn: term.startDate,
    });
  });

  const [disposablePlan] = await app.ctx.db.insert(subscriptionPlans).values({ name: "Matrix Plan", priceMonthly: 100 }).returning();

  const reviews = await createMatrixReviews(app, { buyer: buyer.headers, buyerId: buyer.profile.id, sellerId: seller.profile.id, product });

  const negotiation = await createNegotiation(app, { buyer: buyer.headers, seller: seller.headers, productId: product.id });

  const owned: OwnedObjects = {
    ...negotiation.objects,
    ...reviews,
    ...(await createModeratedReview(app, product)),
    planId: standard!.id,
    disposablePlanId: disposablePlan!.id,
    orderId: order.id,
    orderItemId: items[0]!.id,
    paymentOrderId: checkout.paymentOrderId,
    productId: product.id,
    mediaId: medium!.id,
    spareMediaId: spareMedium!.id,
    spareProductId: spareProduct.id,
    disposableUserId: disposableUser.profile.id,
    disposableProductId: disposableProduct.id,
    documentId: documents[0]!.id,
    spareDocumentId: documents[1]!.id,
    returnId,
    returnPhotoId,
    deliveredOrderId: delivered.order.id,
    payoutQueryId: payoutQuery!.id,
    manualRefundId: manualRefund!.id,
    subscriptionPaymentOrderId,
    invoiceId: invoice.id,
    creditNoteId: creditNote.id,
    sellerId: seller.profile.id,
    privateMarkers: [
      subscriptionPaymentOrderId,
      invoice.id,
      invoice.invoiceNumber,
      orderInvoice.invoiceNumber,
      creditNote.creditNoteNumber,
      order.id,
      items[0]!.id,
      checkout.id,
      checkout.paymentOrderId,
      delivered.order.id,
      delivered.checkout.paymentOrderId,
      (returnRequest.json() as { id: string }).id,
      buyer.email,
      seller.email,
      "9811100001",
      ...negotiation.markers,
    ],
  };
  return { callers, owned };
}
