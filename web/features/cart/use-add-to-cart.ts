import { applicableUnitPrice, clampQuantity } from "@domain/pricing";
import type { ProductDetail } from "@domain/schemas/catalog";
import { MAX_LINE_QUANTITY } from "@domain/checkout-limits";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { addServerCartLine } from "./api/change-cart-line";
import { SERVER_CART_QUERY_KEY } from "./api/get-cart";
import { errorMessage } from "@web/lib/api-client";
import { currentUserQueryOptions } from "@web/lib/current-user";
import { namespaceT } from "@web/lib/i18n";
import { toastError, toastInfo, toastSuccess } from "@web/lib/toast";
import { canPlaceOrders, toastBuyerAccountNeeded } from "./can-place-orders";
import { describeCartChanges } from "./cart-changes";
import { addToVisitorCart } from "./cart-store";
import { toastQuotedLineKept } from "./quoted-line-notice";

/** What the product page asks /login to hand back once the visitor has signed in. */
type AddToCartIntent = { addToCart: { productId: string; quantity: number } };

/**
 * Add to Cart: a signed-in buyer's line goes into their server cart (the same on every device); a visitor's into
 * this browser's cart, which merges into their account's when they sign in (checkout asks them to). A seller, whom
 * checkout would refuse, is told a buyer account is needed and nothing is added.
 */
export function useAddToCart() {
  const { t } = useTranslation("catalog");
  const { t: tc } = useTranslation();
  const queryClient = useQueryClient();

  return async (product: ProductDetail, quantity: number) => {
    try {
      const me = await queryClient.fetchQuery(currentUserQueryOptions);
      if (me && !canPlaceOrders(me)) {
        await toastBuyerAccountNeeded();
        return;
      }
      if (!me) {
        addToVisitorCart({
          productId: product.id,
          quantity,
          name: product.name,
          imageUrl: product.media.find((item) => item.mediaType === "image")?.mediaUrl ?? null,
          sellerId: product.seller.id,
          sellerName: product.seller.companyName,
          basePrice: product.price,
          tieredPricing: product.tieredPricing,
          minOrderQuantity: product.minOrderQuantity,
          stock: product.stock,
        });
      } else {
        const update = await addServerCartLine(product.id, quantity);
        queryClient.setQueryData(SERVER_CART_QUERY_KEY, update.cart);
        if (update.changes.some((c) => c.kind === "quoted")) return toastQuotedLineKept(product.name);
        if (update.changes.length > 0) {
          const tk = await namespaceT("checkout");
          return toastInfo(t("product.addedTitle"), describeCartChanges(tk, update.changes));
        }
      }
      toastSuccess(t("product.addedTitle"), t("product.addedText", { quantity, name: product.name }));
    } catch (caught) {
      toastError(tc("errors.generic"), errorMessage(caught));
    }
  };
}

/**
 * The quantity to add on arriving back from sign-in, or null: only the intent this product page put in the
 * navigation state, for this product, kept within what may be bought now (stock and minimum may have changed).
 */
export function resumedQuantity(state: unknown, product: ProductDetail): number | null {
  const intent = (state as { resume?: Partial<AddToCartIntent> } | null)?.resume?.addToCart;
  if (!intent || intent.productId !== product.id || !Number.isSafeInteger(intent.quantity) || intent.quantity <= 0) return null;
  const stock = Math.min(product.stock, MAX_LINE_QUANTITY);
  if (stock < product.minOrderQuantity) return null;
  const quantity = clampQuantity(intent.quantity, { minOrderQuantity: product.minOrderQuantity, stock });
  return applicableUnitPrice(product, quantity) > 0 ? quantity : null;
}

/**
 * Back from "Authentication Required" → sign in: adds the quantity the buyer had chosen, once. The intent is
 * dropped from the history entry first, so a reload or going back does not add it again.
 */
export function useResumeAddToCart(product: ProductDetail | undefined, add: (product: ProductDetail, quantity: number) => Promise<void>) {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!product || handled.current === location.key) return;
    const quantity = resumedQuantity(location.state, product);
    if (quantity === null) return;
    handled.current = location.key;
    void navigate(location.pathname + location.search, { replace: true, state: null });
    void add(product, quantity);
  }, [product, location, navigate, add]);
}
