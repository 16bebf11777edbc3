import type { CartCheckLine, CartCheckResponse } from "@domain/schemas/checkout";
import type { ServerCartLine } from "@domain/schemas/cart";
import { useTranslation } from "react-i18next";
import { errorMessage } from "@web/lib/api-client";
import { useCurrentUser } from "@web/lib/current-user";
import { toastError } from "@web/lib/toast";
import { useCartCheck } from "./api/check-cart";
import { useChangeCartLine } from "./api/change-cart-line";
import { useServerCart } from "./api/get-cart";
import { canPlaceOrders } from "./can-place-orders";
import { removeFromVisitorCart, setVisitorCartQuantity, useVisitorCart, type CartLine } from "./cart-store";
import { useMergeFailed } from "./use-merge-visitor-cart";

/**
 * Whose cart is shown: still loading (the account, the server cart, or a visitor's cart being merged at sign-in), a
 * visitor's (this browser), a buyer's (the server's, the same on every device), or none (a seller has no cart).
 */
export type CartKind = "loading" | "visitor" | "buyer" | "none";

export type CartState = {
  kind: CartKind;
  lines: CartLine[];
  /** The catalogue's current data per product: answered with the server cart, checked for a visitor's. */
  current: Map<string, CartCheckLine>;
  checking: boolean;
  checkFailed: boolean;
  /** The catalogue check's whole answer (freight and delivery terms among it), for either kind of cart. */
  check: CartCheckResponse | undefined;
  setQuantity: (productId: string, quantity: number) => void;
  remove: (productId: string) => void;
};

const NO_LINES: ServerCartLine[] = [];

/**
 * The cart wherever it shows: header count, cart page, checkout. `deliveryPinCode` (checkout's chosen address) goes
 * to the catalogue check, which prices freight for it; left out, the server uses the buyer's default address.
 */
export function useCart(options: { deliveryPinCode?: string | null } = {}): CartState {
  const { data: me } = useCurrentUser();
  const visitorLines = useVisitorCart();
  const mergeFailed = useMergeFailed();
  const buyer = Boolean(me && canPlaceOrders(me));
  const server = useServerCart(buyer);
  const serverLines = server.data?.lines ?? NO_LINES;
  // Both kinds of cart are checked the same way, so the cart and checkout read one answer (freight included).
  const check = useCartCheck(me === null ? visitorLines : serverLines, options.deliveryPinCode);
  const change = useChangeCartLine();
  const { t } = useTranslation();
  const refused = (error: unknown) => toastError(t("errors.generic"), errorMessage(error));

  if (me === null) {
    return {
      kind: "visitor",
      lines: visitorLines,
      current: new Map(check.data?.lines.map((l) => [l.productId, l])),
      checking: check.isFetching && !check.data,
      checkFailed: check.isError,
      check: check.data,
      setQuantity: setVisitorCartQuantity,
      remove: removeFromVisitorCart,
    };
  }
  const merging = buyer && visitorLines.length > 0 && !mergeFailed;
  const checked = new Map(check.data?.lines.map((l) => [l.productId, l]));
  return {
    kind: me === undefined || (buyer && ((!server.data && !server.isError) || merging)) ? "loading" : buyer ? "buyer" : "none",
    lines: serverLines.map(cartLineOf),
    current: new Map(serverLines.map((l) => [l.productId, checked.get(l.productId) ?? currentOf(l)])),
    checking: false,
    checkFailed: server.isError,
    check: check.data,
    setQuantity: (productId, quantity) => change.mutate({ productId, quantity }, { onError: refused }),
    remove: (productId) => change.mutate({ productId, quantity: null }, { onError: refused }),
  };
}

function cartLineOf(line: ServerCartLine): CartLine {
  return {
    productId: line.productId,
    quantity: line.quantity,
    name: line.name,
    imageUrl: line.imageUrl,
    sellerId: line.sellerId,
    sellerName: line.sellerName,
    basePrice: line.price,
    tieredPricing: line.tieredPricing,
    minOrderQuantity: line.minOrderQuantity,
    stock: line.stock,
    ...(line.quote ? { quote: line.quote } : {}),
  };
}

function currentOf(line: ServerCartLine): CartCheckLine {
  const { productId, available, name, price, tieredPricing, minOrderQuantity, stock, unitPrice } = line;
  // The GST rate comes with the catalogue check, which answers soon after.
  return { productId, available, name, price, tieredPricing, minOrderQuantity, stock, unitPrice, gstRate: null, gstAmount: 0 };
}
