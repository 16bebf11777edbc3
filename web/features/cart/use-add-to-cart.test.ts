import type { ProductDetail } from "@domain/schemas/catalog";
import { MAX_LINE_QUANTITY } from "@domain/schemas/checkout";
import { describe, expect, it } from "vitest";
import { resumedQuantity } from "./use-add-to-cart";
import { NEW_SELLER_TRUST } from "@web/test/seller-trust";

const product = (overrides: Partial<ProductDetail> = {}): ProductDetail => ({
  id: "3f0c2a1e-0000-4000-8000-000000000001",
  name: "Paper Cups, 150 ml",
  category: "Home Goods",
  price: 50,
  listPrice: 50,
  minOrderQuantity: 100,
  stock: 1_000,
  tieredPricing: [],
  seller: { id: "3f0c2a1e-0000-4000-8000-000000000002", companyName: "Cup Works", isVerified: true, trust: NEW_SELLER_TRUST },
  rating: { averageTenths: 0, count: 0, distribution: [] },
  description: "",
  hsnCode: "4823",
  gstRate: 18,
  isActive: true,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  media: [],
  ...overrides,
});
const arrival = (productId: string, quantity: unknown) => ({ resume: { addToCart: { productId, quantity } } });

describe("resumedQuantity", () => {
  it("is the quantity chosen before signing in, for this product", () => {
    expect(resumedQuantity(arrival(product().id, 250), product())).toBe(250);
  });

  it("is nothing without an intent, for another product, or for a quantity that is not a count", () => {
    expect(resumedQuantity(null, product())).toBeNull();
    expect(resumedQuantity({ from: "/product/x" }, product())).toBeNull();
    expect(resumedQuantity(arrival("another", 250), product())).toBeNull();
    for (const quantity of [0, -5, 2.5, "250", Number.NaN]) expect(resumedQuantity(arrival(product().id, quantity), product())).toBeNull();
  });

  it("keeps within what may be bought now, and adds nothing when the product can no longer be bought", () => {
    expect(resumedQuantity(arrival(product().id, 5_000), product())).toBe(1_000);
    expect(resumedQuantity(arrival(product().id, 10), product())).toBe(100);
    expect(resumedQuantity(arrival(product().id, 50_000_000), product({ stock: 50_000_000 }))).toBe(MAX_LINE_QUANTITY);
    expect(resumedQuantity(arrival(product().id, 250), product({ stock: 50 }))).toBeNull();
  });
});
