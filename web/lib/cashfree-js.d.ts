// @cashfreepayments/cashfree-js ships no types; this is the part of its API we use.
declare module "@cashfreepayments/cashfree-js" {
  export interface CashfreeCheckoutResult {
    error?: { message?: string; code?: string; type?: string };
    redirect?: boolean;
    paymentDetails?: { paymentMessage?: string };
  }
  export interface Cashfree {
    checkout(options: { paymentSessionId: string; redirectTarget?: "_self" | "_blank" | "_top" | "_modal" }): Promise<CashfreeCheckoutResult | undefined>;
  }
  export function load(options: { mode: "sandbox" | "production" }): Promise<Cashfree | null>;
}
