// @vitest-environment jsdom
import { MAX_LINE_QUANTITY } from "@domain/schemas/checkout";
import type { ProductDetail } from "@domain/schemas/catalog";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "@web/lib/i18n";
import { ProductPurchase } from "./product-purchase";
import { NEW_SELLER_TRUST } from "@web/test/seller-trust";

afterEach(cleanup);

const product = (stock: number, pricing: Pick<ProductDetail, "price" | "tieredPricing"> = { price: 50, tieredPricing: [] }): ProductDetail => ({
  id: "3f0c2a1e-0000-4000-8000-000000000001",
  name: "Paper Cups, 150 ml",
  category: "Home Goods",
  listPrice: pricing.price,
  minOrderQuantity: 1_000,
  stock,
  ...pricing,
  seller: { id: "3f0c2a1e-0000-4000-8000-000000000002", companyName: "Cup Works", isVerified: true, trust: NEW_SELLER_TRUST },
  rating: { averageTenths: 0, count: 0, distribution: [] },
  description: "",
  hsnCode: "4823",
  gstRate: 18,
  isActive: true,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  media: [],
});

describe("ProductPurchase", () => {
  it("says the listed price includes GST at the product's rate, and the GST inside the line total", () => {
    // 1,000 cups at ₹50.00 = ₹50,000.00 at 18%: taxable ₹42,372.88, GST ₹7,627.12.
    render(<ProductPurchase product={product(10_000, { price: 5_000, tieredPricing: [] })} onAddToCart={vi.fn()} />);
    expect(screen.getByTestId("price-gst").textContent).toBe("incl. 18% GST");
    expect(screen.getByTestId("line-gst").textContent).toBe("incl. ₹7,627.12 GST");
  });

  it("keeps the quantity within what one checkout line may hold, however large the stock", () => {
    const onAddToCart = vi.fn();
    render(<ProductPurchase product={product(50_000_000)} onAddToCart={onAddToCart} />);
    const quantity = screen.getByRole("spinbutton", { name: "Quantity" });
    fireEvent.change(quantity, { target: { value: "3000000" } });
    fireEvent.blur(quantity);
    expect((quantity as HTMLInputElement).value).toBe(String(MAX_LINE_QUANTITY));
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Increase quantity" }).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(onAddToCart).toHaveBeenCalledWith(MAX_LINE_QUANTITY);
  });

  it("shows at the top the unit price of the tier the chosen quantity reaches, and the base price below it", () => {
    const tiered = product(10_000, { price: 5_000, tieredPricing: [{ quantity: 2_000, price: 4_500 }, { quantity: 5_000, price: 4_000 }] });
    render(<ProductPurchase product={tiered} onAddToCart={vi.fn()} />);
    const headline = screen.getByTestId("headline-price");
    expect(headline.textContent).toContain("₹50.00");
    const quantity = screen.getByRole("spinbutton", { name: "Quantity" });
    fireEvent.change(quantity, { target: { value: "2000" } });
    fireEvent.blur(quantity);
    expect(headline.textContent).toContain("₹45.00");
    fireEvent.change(quantity, { target: { value: "5000" } });
    fireEvent.blur(quantity);
    expect(headline.textContent).toContain("₹40.00");
    fireEvent.click(screen.getByRole("button", { name: "Decrease quantity" }));
    expect(headline.textContent).toContain("₹45.00");
    fireEvent.change(quantity, { target: { value: "1999" } });
    fireEvent.blur(quantity);
    expect(headline.textContent).toContain("₹50.00");
  });

  it("shows a product priced only by tiers at its first tier until the quantity reaches one", () => {
    render(<ProductPurchase product={product(10_000, { price: 0, tieredPricing: [{ quantity: 2_000, price: 4_500 }] })} onAddToCart={vi.fn()} />);
    expect(screen.getByTestId("headline-price").textContent).toContain("₹45.00");
  });
});
