import { MAX_CHECKOUT_LINES } from "@domain/checkout-limits";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { namespaceT } from "@web/lib/i18n";
import { useCurrentUser } from "@web/lib/current-user";
import { toastInfo } from "@web/lib/toast";
import { mergeIntoServerCart } from "./api/merge-cart";
import { SERVER_CART_QUERY_KEY } from "./api/get-cart";
import { canPlaceOrders } from "./can-place-orders";
import { describeCartChanges } from "./cart-changes";
import { clearLocalLines, localLinesFor, useVisitorCart } from "./cart-store";

let failed = false;
let running = false;
const listeners = new Set<() => void>();
const setFailed = (value: boolean) => {
  failed = value;
  listeners.forEach((l) => l());
};

/** True when the last merge of a visitor's cart failed (the cart then shows the server's lines without it). */
export function useMergeFailed(): boolean {
  return useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => failed,
    () => false,
  );
}

/**
 * Once a buyer is signed in (the login form, registration's verification sign-in, or a session that was already
 * there), whatever this browser holds for them goes into their server cart and is cleared here; if the server had to
 * change anything (quantities capped or raised, products left out), a toast says what. Tabs take turns through a
 * Web Lock, and each reads the storage afresh, so two tabs never merge the same lines twice.
 */
export function useMergeVisitorCart() {
  const { data: me } = useCurrentUser();
  const queryClient = useQueryClient();
  const visitorLines = useVisitorCart();
  const userId = me && canPlaceOrders(me) ? me.user.id : null;

  useEffect(() => {
    if (!userId || running || localLinesFor(userId).length === 0) return;
    running = true;
    const merge = async () => {
      const lines = localLinesFor(userId);
      if (lines.length === 0) return;
      const update = await mergeIntoServerCart(lines.slice(0, MAX_CHECKOUT_LINES));
      clearLocalLines(userId);
      queryClient.setQueryData(SERVER_CART_QUERY_KEY, update.cart);
      if (update.changes.length > 0) {
        const t = await namespaceT("checkout");
        toastInfo(t("cart.mergedTitle"), describeCartChanges(t, update.changes));
      }
    };
    const locked = typeof navigator !== "undefined" && navigator.locks ? navigator.locks.request("bulkbazaar-cart-merge", merge) : merge();
    void Promise.resolve(locked)
      .then(() => setFailed(false))
      .catch(() => setFailed(true))
      .finally(() => {
        running = false;
      });
  }, [userId, visitorLines, queryClient]);
}
