import type { CatalogueLine } from "@domain/checkout-pricing";

/**
 * A cart line as checkout prices and shows it (the page builds these from the cart and the catalogue check), with its
 * GST rate in basis points (null until the check says it).
 */
export type CheckoutLine = CatalogueLine & { sellerName: string | null; gstRateBasisPoints: number | null };
