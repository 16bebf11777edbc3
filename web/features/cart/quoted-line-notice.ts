import { i18n } from "@web/lib/i18n";
import { toastInfo } from "@web/lib/toast";

/** Says why Add to Cart left a product alone: it is in the cart at a quoted price, whose quantity is fixed. */
export function toastQuotedLineKept(name: string): void {
  const t = i18n.getFixedT(null, "checkout");
  toastInfo(t("cart.quotedAlready"), t("cart.quotedAlreadyText", { name }));
}
