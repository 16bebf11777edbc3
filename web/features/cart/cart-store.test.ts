// @vitest-environment jsdom
import { MAX_LINE_QUANTITY } from "@domain/schemas/checkout";
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { addQuotedLine, addToCart, cartStorageKey, removePurchasedLines, setCartQuantity, useCart, type CartLine } from "./cart-store";

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
    act(() => void addToCart(owner, cartLine("rice", 10)));
    act(() => void addToCart(owner, cartLine("rice", 5)));
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

  describe("a quoted line", () => {
    const quote = { id: "quote-1", unitPrice: 7_250 };

    it("replaces any line of its product, at the quoted quantity and price", () => {
      const owner = newOwner();
      addToCart(owner, cartLine("rice", 30));
      addToCart(owner, cartLine("dal", 5));
      addQuotedLine(owner, { ...cartLine("rice", 12), quote });
      expect(quantities(owner)).toEqual({ rice: 12, dal: 5 });
      expect(stored(owner).find((l) => l.productId === "rice")?.quote).toEqual(quote);
    });

    it("keeps its quantity: the quantity cannot be set, and Add to Cart leaves it alone", () => {
      const owner = newOwner();
      addQuotedLine(owner, { ...cartLine("rice", 12), quote });
      setCartQuantity(owner, "rice", 40);
      expect(addToCart(owner, cartLine("rice", 10))).toBe("quoted");
      expect(addToCart(owner, cartLine("dal", 10))).toBe("added");
      expect(quantities(owner)).toEqual({ rice: 12, dal: 10 });
      expect(stored(owner)[0]!.quote).toEqual(quote);
    });

    it("goes whole once bought (a quote is used once)", () => {
      const owner = newOwner();
      addQuotedLine(owner, { ...cartLine("rice", 12), quote });
      removePurchasedLines(owner, [{ productId: "rice", quantity: 5 }]);
      expect(quantities(owner)).toEqual({});
    });

    it("is read back only with a well-formed quote", async () => {
      const owner = newOwner();
      localStorage.setItem(cartStorageKey(owner), JSON.stringify([{ ...cartLine("rice", 12), quote: { id: "q", unitPrice: -5 } }]));
      vi.resetModules();
      const fresh = await import("./cart-store");
      expect(renderHook(() => fresh.useCart(owner)).result.current[0]!.quote).toBeUndefined();
    });
  });
});
