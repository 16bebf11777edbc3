import type { CatalogueLine } from "@domain/checkout-pricing";

/** A cart line as checkout prices and shows it (the page builds these from the cart and the catalogue check). */
export type CheckoutLine = CatalogueLine & { sellerName: string | null };
