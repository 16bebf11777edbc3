import { namespaceT } from "@web/lib/i18n";
import { toastInfo } from "@web/lib/toast";

/** Says why Add to Cart left a product alone: it is in the cart at a quoted price, whose quantity is fixed. */
export async function toastQuotedLineKept(name: string): Promise<void> {
  const t = await namespaceT("checkout");
  toastInfo(t("cart.quotedAlready"), t("cart.quotedAlreadyText", { name }));
}
