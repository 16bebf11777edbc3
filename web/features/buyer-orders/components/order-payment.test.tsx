// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { BuyerOrderDetail } from "@domain/schemas/buyer-orders";
import "@web/lib/i18n";
import { OrderPayment } from "./order-payment";

afterEach(cleanup);

const address = { address: "1 MG Road", city: "Pune", state: "Maharashtra", zip: "411001", country: "India" };
const codOrder = (status: BuyerOrderDetail["status"], amountDueOnDelivery: number): BuyerOrderDetail => ({
  id: "3f2a1b4c-0000-4000-8000-000000000000",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  status,
  seller: { id: "5e11e500-0000-4000-8000-000000000000", companyName: "Annapurna Foods", isVerified: true },
  items: [],
  shippingAddress: address,
  billingAddress: address,
  paymentMethod: "cod",
  totalAmount: 460_000,
  amountPaid: 46_000,
  amountDueOnDelivery,
  timeline: [],
  shipment: null,
  refund: null,
  canCancel: false,
  canRequestReturn: false,
});

describe("OrderPayment", () => {
  it("shows what is due on delivery for a cash-on-delivery order on its way", () => {
    render(<OrderPayment order={codOrder("Processing", 414_000)} />);
    expect(screen.getByText("Due on delivery").parentElement!.textContent).toContain("₹4,140.00");
  });

  it("shows nothing due on delivery once the order is cancelled", () => {
    render(<OrderPayment order={codOrder("Cancelled", 0)} />);
    expect(screen.queryByText("Due on delivery")).toBeNull();
    expect(screen.getByText("Paid online").parentElement!.textContent).toContain("₹460.00");
  });
});
