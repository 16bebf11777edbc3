// @vitest-environment jsdom
import { MAX_LINE_QUANTITY } from "@domain/schemas/checkout";
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { addToCart, cartStorageKey, removePurchasedLines, setCartQuantity, useCart, type CartLine } from "./cart-store";

let owners = 0;
/** A user id of this test alone: the store caches each owner's cart for the life of the module. */
const newOwner = () => `user-${++owners}`;

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

const stored = (owner: string) => JSON.parse(localStorage.getItem(cartStorageKey(owner)) ?? "[]") as CartLine[];
const quantities = (owner: string) => Object.fromEntries(stored(owner).map((l) => [l.productId, l.quantity]));

beforeEach(() => localStorage.clear());

describe("cart store", () => {
  it("keeps one cart per user: another account on the same browser sees none of it, a visitor has none", () => {
    const asha = newOwner();
    const ravi = newOwner();
    addToCart(asha, cartLine("rice", 10));
    addToCart(null, cartLine("dal", 5));
    expect(renderHook(() => useCart(asha)).result.current.map((l) => l.productId)).toEqual(["rice"]);
    expect(renderHook(() => useCart(ravi)).result.current).toEqual([]);
    expect(renderHook(() => useCart(null)).result.current).toEqual([]);
    expect(quantities(asha)).toEqual({ rice: 10 });
  });

  it("shows a change to the cart at once", () => {
    const owner = newOwner();
    const { result } = renderHook(() => useCart(owner));
    act(() => addToCart(owner, cartLine("rice", 10)));
    act(() => addToCart(owner, cartLine("rice", 5)));
    expect(result.current.map((l) => [l.productId, l.quantity])).toEqual([["rice", 15]]);
  });

  it("never holds more of a product than one checkout line may", () => {
    const owner = newOwner();
    addToCart(owner, cartLine("rice", MAX_LINE_QUANTITY - 1));
    addToCart(owner, cartLine("rice", 10));
    expect(quantities(owner)).toEqual({ rice: MAX_LINE_QUANTITY });
    setCartQuantity(owner, "rice", 9_999_999);
    expect(quantities(owner)).toEqual({ rice: MAX_LINE_QUANTITY });
  });

  it("takes purchased quantities off their lines and keeps what was added meanwhile", () => {
    const owner = newOwner();
    addToCart(owner, cartLine("rice", 30));
    addToCart(owner, cartLine("dal", 5));
    addToCart(owner, cartLine("tea", 20));
    removePurchasedLines(owner, [
      { productId: "rice", quantity: 10 },
      { productId: "dal", quantity: 5 },
      { productId: "sugar", quantity: 50 },
      { productId: null, quantity: 3 },
    ]);
    expect(quantities(owner)).toEqual({ rice: 20, tea: 20 });
  });

  it("drops the cart of before carts were per user, which cannot be told whose it was", async () => {
    localStorage.setItem("bulkbazaar.cart.v1", JSON.stringify([cartLine("rice", 10)]));
    vi.resetModules();
    await import("./cart-store");
    expect(localStorage.getItem("bulkbazaar.cart.v1")).toBeNull();
  });
});
