import type { CheckoutCreated } from "@domain/schemas/checkout";

/** Cashfree's SDK could not be loaded. */
export class PaymentGatewayNotReady extends Error {}
/** The SDK loaded but could not open its checkout. */
export class PaymentGatewayError extends Error {}

/** What the provider's checkout said when it did not leave the page (a redirect means the buyer is on their way). */
export type OpenPaymentResult = { error: string | null };

/**
 * Sends the buyer to pay: in simulator mode to the simulator's hosted page, otherwise into Cashfree's checkout
 * through its JS SDK (loaded only now, in the mode the server runs in). Throws PaymentGatewayNotReady when the SDK
 * cannot be loaded, PaymentGatewayError when it cannot open its checkout.
 */
export async function openPayment(created: CheckoutCreated): Promise<OpenPaymentResult> {
  if (created.paymentMode === "simulator") {
    window.location.assign(`/simulator/checkout/${encodeURIComponent(created.paymentSessionId)}`);
    return { error: null };
  }
  let cashfree;
  try {
    const { load } = await import("@cashfreepayments/cashfree-js");
    cashfree = await load({ mode: created.paymentMode });
  } catch {
    throw new PaymentGatewayNotReady();
  }
  if (!cashfree) throw new PaymentGatewayNotReady();
  let result;
  try {
    result = await cashfree.checkout({ paymentSessionId: created.paymentSessionId, redirectTarget: "_self" });
  } catch {
    throw new PaymentGatewayError();
  }
  return { error: result?.error ? (result.error.message ?? "") : null };
}
