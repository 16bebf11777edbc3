import { namespaceT } from "@web/lib/i18n";
import type { CurrentUser } from "@web/lib/current-user";
import { toastError } from "@web/lib/toast";

/**
 * Checkout is for buyer accounts: the server's buyer guard refuses sellers and lets administrators through
 * (server/plugins/guards.ts), so the cart does the same rather than fill up with lines that can never be paid for.
 */
export function canPlaceOrders(me: CurrentUser): boolean {
  return me.profile.accountType === "buyer" || me.profile.isAdmin;
}

/** Says why nothing was added when a seller presses Add to Cart. */
export async function toastBuyerAccountNeeded(): Promise<void> {
  const t = await namespaceT("checkout");
  toastError(t("buyerAccount.title"), t("buyerAccount.text"));
}
