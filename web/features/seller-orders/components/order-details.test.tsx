// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { SellerOrderRow } from "@domain/schemas/seller-orders";
import "@web/lib/i18n";
import { Providers } from "@web/providers";
import { OrderDetails } from "./order-details";

afterEach(cleanup);

const order: SellerOrderRow = {
  id: "3f2a1b4c-0000-4000-8000-000000000000",
  orderNumber: "BB-2611-000042",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  status: "Processing",
  displayStatus: "Processing",
  totalAmount: 460_000,
  freightAmount: 6_000,
  paymentMethod: "cod",
  advanceAmount: 46_000,
  amountPaidOnDelivery: 0,
  amountDueOnDelivery: 414_000,
  returnsRefunded: 0,
  buyerName: "Kirana Mart",
  shippingAddress: { address: "1 MG Road", city: "Pune", state: "Maharashtra", zip: "411001", country: "India" },
  items: [],
  invoice: null,
  creditNotes: [],
  canSetStatus: true,
};

const amountOf = (label: string) => screen.getByText(label).parentElement!.textContent;

function renderDetails(row: SellerOrderRow) {
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <OrderDetails order={row} />
    </Providers>,
  );
}

describe("the seller's order details", () => {
  it("splits the total into the goods and the freight, then the advance and what is due on delivery", () => {
    renderDetails(order);
    expect(amountOf("Goods subtotal")).toContain("₹4,540.00");
    expect(amountOf("Freight")).toContain("₹60.00");
    expect(amountOf("Order total")).toContain("₹4,600.00");
    expect(amountOf("Advance paid")).toContain("₹460.00");
    expect(amountOf("Due on delivery")).toContain("₹4,140.00");
  });

  it("shows free freight as ₹0.00, the goods then being the whole total", () => {
    renderDetails({ ...order, paymentMethod: "online", freightAmount: 0, advanceAmount: 460_000, amountDueOnDelivery: 0 });
    expect(amountOf("Goods subtotal")).toContain("₹4,600.00");
    expect(amountOf("Freight")).toContain("₹0.00");
    expect(screen.queryByText("Due on delivery")).toBeNull();
  });
});
