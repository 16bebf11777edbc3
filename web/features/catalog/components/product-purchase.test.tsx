// @vitest-environment jsdom
import { MAX_LINE_QUANTITY } from "@domain/schemas/checkout";
import type { ProductDetail } from "@domain/schemas/catalog";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "@web/lib/i18n";
import { ProductPurchase } from "./product-purchase";

afterEach(cleanup);

const product = (stock: number): ProductDetail => ({
  id: "3f0c2a1e-0000-4000-8000-000000000001",
  name: "Paper Cups, 150 ml",
  category: "Home Goods",
  price: 50,
  listPrice: 50,
  minOrderQuantity: 1_000,
  stock,
  tieredPricing: [],
  seller: { id: "3f0c2a1e-0000-4000-8000-000000000002", companyName: "Cup Works", isVerified: true },
  description: "",
  isActive: true,
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  media: [],
});

describe("ProductPurchase", () => {
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
});
