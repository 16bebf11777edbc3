// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminOrder } from "@domain/schemas/admin-orders";
import "@web/lib/i18n";
import { OrderPaymentCell } from "./order-cells";

afterEach(cleanup);

const order: AdminOrder = {
  id: "3f2a1b4c-0000-4000-8000-000000000000",
  orderNumber: "BB-2611-000042",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  status: "Processing",
  buyerId: "b0e70000-0000-4000-8000-000000000000",
  buyerName: "Kirana Mart",
  sellerId: "5e11e500-0000-4000-8000-000000000000",
  sellerName: "Annapurna Foods",
  totalAmount: 460_000,
  freightAmount: 6_000,
  advanceAmount: 46_000,
  paymentMethod: "cod",
  shippingAddress: { address: "1 MG Road", city: "Pune", state: "Maharashtra", zip: "411001", country: "India" },
  payoutStatus: "Pending",
  carrierName: null,
  trackingNumber: null,
  invoiceNumber: null,
  creditNotes: [],
};

describe("the admin's order payment cell", () => {
  it("shows the total, the goods and the freight within it, and the COD advance", () => {
    const { container } = render(<OrderPaymentCell order={order} />);
    expect(container.textContent).toBe("₹4,600.00Goods ₹4,540.00 · Freight ₹60.00Cash on Delivery · advance ₹460.00");
  });
});
