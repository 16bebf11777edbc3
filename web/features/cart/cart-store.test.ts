// @vitest-environment jsdom
import { MAX_LINE_QUANTITY } from "@domain/schemas/checkout";
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  addToVisitorCart,
  clearLocalLines,
  legacyCartKey,
  localLinesFor,
  removeFromVisitorCart,
  setVisitorCartQuantity,
  useVisitorCart,
  VISITOR_CART_KEY,
  type CartLine,
} from "./cart-store";

const cartLine = (productId: string, quantity: number): CartLine => ({
  productId,
  quantity,
  name: `Product ${productId}`,
  imageUrl: null,
  sellerId: "s1",
  sellerName: "Alpha Mills",
  basePrice: 10_000,
  tieredPricing: [],
  minOrderQuantity: 1,
  stock: 5_000_000,
});

const stored = () => JSON.parse(localStorage.getItem(VISITOR_CART_KEY) ?? "[]") as CartLine[];
const quantities = () => Object.fromEntries(stored().map((l) => [l.productId, l.quantity]));

beforeEach(() => {
  clearLocalLines("nobody");
  localStorage.clear();
});

describe("the visitor's cart", () => {
  it("is kept in this browser and shows a change at once", () => {
    const { result } = renderHook(() => useVisitorCart());
    act(() => addToVisitorCart(cartLine("rice", 10)));
    act(() => addToVisitorCart(cartLine("rice", 5)));
    act(() => addToVisitorCart(cartLine("dal", 2)));
    expect(result.current.map((l) => [l.productId, l.quantity])).toEqual([
      ["rice", 15],
      ["dal", 2],
    ]);
    act(() => setVisitorCartQuantity("dal", 7));
    act(() => removeFromVisitorCart("rice"));
    expect(quantities()).toEqual({ dal: 7 });
  });

  it("never holds more of a product than one checkout line may, and never a quote", () => {
    addToVisitorCart(cartLine("rice", MAX_LINE_QUANTITY - 1));
    addToVisitorCart(cartLine("rice", 10));
    expect(quantities()).toEqual({ rice: MAX_LINE_QUANTITY });
    setVisitorCartQuantity("rice", 9_999_999);
    expect(quantities()).toEqual({ rice: MAX_LINE_QUANTITY });
    addToVisitorCart({ ...cartLine("tea", 3), quote: { id: "q", unitPrice: 1 } });
    expect(stored().find((l) => l.productId === "tea")).not.toHaveProperty("quote");
  });

  it("hands a signed-in user its lines and the account's cart of before carts were on the server, then clears both", () => {
    addToVisitorCart(cartLine("rice", 10));
    localStorage.setItem(legacyCartKey("asha"), JSON.stringify([cartLine("dal", 5), { ...cartLine("tea", 12), quote: { id: "q1", unitPrice: 700 } }]));
    localStorage.setItem(legacyCartKey("ravi"), JSON.stringify([cartLine("sugar", 5)]));
    // The quoted line of before is left out: its price was the quote's, not the catalogue's.
    expect(localLinesFor("asha")).toEqual([
      { productId: "rice", quantity: 10 },
      { productId: "dal", quantity: 5 },
    ]);
    clearLocalLines("asha");
    expect(localLinesFor("asha")).toEqual([]);
    expect(localStorage.getItem(VISITOR_CART_KEY)).toBeNull();
    expect(localLinesFor("ravi")).toEqual([{ productId: "sugar", quantity: 5 }]);
  });

  it("reads what another tab merged a moment ago, not a stale copy", () => {
    addToVisitorCart(cartLine("rice", 10));
    localStorage.removeItem(VISITOR_CART_KEY); // another tab merged and cleared it
    expect(localLinesFor("asha")).toEqual([]);
  });

  it("drops the cart of before carts were per user, which cannot be told whose it was", async () => {
    localStorage.setItem("bulkbazaar.cart.v1", JSON.stringify([cartLine("rice", 10)]));
    vi.resetModules();
    await import("./cart-store");
    expect(localStorage.getItem("bulkbazaar.cart.v1")).toBeNull();
  });

  it("ignores storage that is not a cart", async () => {
    localStorage.setItem(VISITOR_CART_KEY, "{not json");
    vi.resetModules();
    const fresh = await import("./cart-store");
    expect(renderHook(() => fresh.useVisitorCart()).result.current).toEqual([]);
  });
});
