// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { addToCart, cartStorageKey, type CartLine } from "./cart-store";
import { settlePaidCheckout } from "./settle-paid-checkout";

const line = (productId: string, quantity: number): CartLine => ({
  productId,
  quantity,
  name: productId,
  imageUrl: null,
  sellerId: "s1",
  sellerName: null,
  basePrice: 10_000,
  tieredPricing: [],
  minOrderQuantity: 1,
  stock: 1_000,
});
const quantities = (owner: string) =>
  Object.fromEntries((JSON.parse(localStorage.getItem(cartStorageKey(owner)) ?? "[]") as CartLine[]).map((l) => [l.productId, l.quantity]));

let owners = 0;
let owner = "";
beforeEach(() => {
  localStorage.clear();
  owner = `buyer-${++owners}`;
});

describe("settlePaidCheckout", () => {
  it("takes the paid lines out of the cart once, and says it did", () => {
    addToCart(owner, line("rice", 10));
    addToCart(owner, line("towels", 40)); // added in another tab while paying
    expect(settlePaidCheckout(owner, "Rice_1700000000000_ab", [{ productId: "rice", quantity: 10 }])).toBe(true);
    expect(quantities(owner)).toEqual({ towels: 40 });
  });

  it("changes nothing when the same payment's success link is opened again", () => {
    addToCart(owner, line("rice", 10));
    expect(settlePaidCheckout(owner, "Rice_1700000000000_ab", [{ productId: "rice", quantity: 10 }])).toBe(true);
    addToCart(owner, line("rice", 10)); // the buyer wants more
    expect(settlePaidCheckout(owner, "Rice_1700000000000_ab", [{ productId: "rice", quantity: 10 }])).toBe(false);
    expect(quantities(owner)).toEqual({ rice: 10 });
  });

  it("settles each payment of its own, and another account's payment is not this one's", () => {
    addToCart(owner, line("rice", 30));
    expect(settlePaidCheckout(owner, "first", [{ productId: "rice", quantity: 10 }])).toBe(true);
    expect(settlePaidCheckout(owner, "second", [{ productId: "rice", quantity: 10 }])).toBe(true);
    expect(quantities(owner)).toEqual({ rice: 10 });
    expect(settlePaidCheckout(`${owner}-other`, "first", [])).toBe(true);
  });

  it("does nothing for a visitor", () => {
    expect(settlePaidCheckout(null, "first", [{ productId: "rice", quantity: 10 }])).toBe(false);
  });
});
