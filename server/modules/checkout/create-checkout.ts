import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { priceCheckout } from "@domain/checkout-pricing";
import { normaliseIndianMobile } from "@domain/india/mobile";
import { makePaymentOrderId } from "@domain/plans";
import type { CheckoutCreated, CheckoutRequest } from "@domain/schemas/checkout";
import { postalAddressInputSchema } from "@domain/schemas/postal-address";
import type { AppContext } from "../../app-context";
import { checkouts, profiles, type CheckoutSnapshot } from "../../db/schema";
import { AppError, businessRule } from "../../errors";
import { CashfreeError } from "../../platform/payments/cashfree-error";
import { deliveryTerms, freightOfDelivery } from "../freight/delivery-terms";
import { quotesForCheckout } from "../quotations/quoted-lines";
import { buyerGstinOnProfile } from "../tax/buyer-gstin-on-profile";
import { assertPurchasable } from "./assert-purchasable";
import { loadCartProducts } from "./load-cart-products";
import { providerOrderRequest } from "./provider-order-request";

/** Cashfree's smallest order. */
const MIN_ONLINE_AMOUNT = 100;

export type Buyer = { id: string; email: string };

/**
 * Prices the cart from the catalogue (and each seller's freight to the shipping address), stores the checkout (the server's snapshot of lines, sellers and addresses),
 * saves the entered details to the buyer's profile, and opens the provider order for the amount to pay now.
 * Stock is checked here and taken only when payment is confirmed (see finalise-paid-checkout.ts).
 */
export async function createCheckout(ctx: AppContext, buyer: Buyer, input: CheckoutRequest): Promise<CheckoutCreated> {
  const found = await loadCartProducts(ctx.db, input.lines.map((l) => l.productId));
  const quoted = await quotesForCheckout(ctx.db, buyer.id, input.lines);
  const catalogueLines = input.lines.map((line) => {
    const product = found.get(line.productId);
    const quote = quoted.get(line.productId);
    assertPurchasable(line, product, { quoted: Boolean(quote) });
    return { ...product, productId: product.id, quantity: line.quantity, quote };
  });
  // Freight by the delivery address's PIN code, from each seller's rules: the browser's figures are never taken.
  const delivery = await deliveryTerms(ctx.db, input.shippingAddress.zip, catalogueLines);
  const priced = priceCheckout(catalogueLines, input.paymentMethod, freightOfDelivery(delivery));
  const windows = new Map(delivery.sellers.map((s) => [s.sellerId, s.window]));
  const unpriced = priced.lines.find((l) => l.unitPrice === 0);
  if (unpriced) throw businessRule("PRODUCT_NOT_PRICED", `“${unpriced.name}” has no price yet and cannot be ordered.`, { productId: unpriced.productId });
  if (priced.payNow < MIN_ONLINE_AMOUNT) throw businessRule("AMOUNT_TOO_SMALL", "The amount to pay online must be at least ₹1.00.");

  const phone = normaliseIndianMobile(input.phone) ?? input.phone;
  // The schema checked the billing fields against postalAddressInputSchema; parse again for its trimmed values.
  const billingAddress = input.billingSameAsShipping ? input.shippingAddress : postalAddressInputSchema.parse(input.billingAddress);
  const snapshot: CheckoutSnapshot = {
    lines: priced.lines,
    sellers: priced.sellers.map((seller) => ({ ...seller, window: windows.get(seller.sellerId) })),
    shippingAddress: input.shippingAddress,
    billingAddress,
    contact: { firstName: input.firstName, lastName: input.lastName, phone, email: buyer.email },
    ...(input.useGstin ? { buyerGstin: await buyerGstinOnProfile(ctx.db, buyer.id) } : {}),
  };
  const paymentOrderId = makePaymentOrderId(priced.lines[0]!.name, new Date(), randomUUID().slice(0, 8));

  const checkout = await ctx.db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ firstName: input.firstName, lastName: input.lastName, phone, shippingAddress: input.shippingAddress, billingAddress })
      .where(eq(profiles.id, buyer.id));
    const [row] = await tx
      .insert(checkouts)
      .values({
        paymentOrderId,
        buyerId: buyer.id,
        kind: "order",
        amount: priced.payNow,
        totalAmount: priced.total,
        paymentMethod: input.paymentMethod,
        snapshot,
      })
      .returning();
    return row!;
  });

  const units = priced.lines.reduce((sum, l) => sum + l.quantity, 0);
  const request = providerOrderRequest(
    ctx.config,
    {
      paymentOrderId,
      amount: checkout.amount,
      note: `BulkBazaar: ${units} units from ${priced.sellers.length} seller(s), ${input.paymentMethod === "cod" ? "COD advance" : "paid online"}`,
    },
    { id: buyer.id, email: buyer.email, phone, name: `${input.firstName} ${input.lastName}` },
  );
  let sessionId: string | null | undefined;
  try {
    sessionId = (await ctx.payments.cashfree.createOrder(request, checkout.id)).payment_session_id;
  } catch (error) {
    if (!(error instanceof CashfreeError)) throw error;
    await ctx.db.update(checkouts).set({ status: "failed", failureReason: `provider: ${error.message}` }).where(eq(checkouts.id, checkout.id));
    throw new AppError("PAYMENT_SESSION_FAILED", undefined, { provider: error.message });
  }
  if (!sessionId) {
    await ctx.db.update(checkouts).set({ status: "failed", failureReason: "provider: no payment session id" }).where(eq(checkouts.id, checkout.id));
    throw new AppError("PAYMENT_SESSION_MISSING");
  }
  await ctx.db.update(checkouts).set({ providerSessionId: sessionId }).where(eq(checkouts.id, checkout.id));
  return { orderId: paymentOrderId, paymentSessionId: sessionId, paymentMode: ctx.payments.mode };
}
