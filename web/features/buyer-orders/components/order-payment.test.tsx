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
  orderNumber: "BB-2611-000042",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  status,
  displayStatus: status,
  seller: { id: "5e11e500-0000-4000-8000-000000000000", companyName: "Annapurna Foods", isVerified: true },
  items: [],
  shippingAddress: address,
  billingAddress: address,
  paymentMethod: "cod",
  totalAmount: 460_000,
  freightAmount: 6_000,
  deliveryWindow: { earliest: "2026-01-05", latest: "2026-01-08" },
  amountPaid: 46_000,
  amountPaidOnDelivery: 0,
  amountDueOnDelivery,
  returnsRefunded: { amount: 0, online: 0, manual: 0 },
  netPaid: 46_000,
  timeline: [],
  shipment: null,
  refund: null,
  invoice: null,
  creditNotes: [],
  canCancel: false,
  canRequestReturn: false,
});

describe("OrderPayment", () => {
  it("shows what is due on delivery for a cash-on-delivery order on its way", () => {
    render(<OrderPayment order={codOrder("Processing", 414_000)} />);
    expect(screen.getByText("Due on delivery").parentElement!.textContent).toContain("₹4,140.00");
    expect(screen.getByText("Freight (included)").parentElement!.textContent).toContain("₹60.00");
    expect(screen.getByText("Expected delivery").parentElement!.textContent).toContain("5–8 Jan");
  });

  it("shows nothing due on delivery once the order is cancelled", () => {
    render(<OrderPayment order={codOrder("Cancelled", 0)} />);
    expect(screen.queryByText("Due on delivery")).toBeNull();
    expect(screen.getByText("Paid online").parentElement!.textContent).toContain("₹460.00");
  });

  it("shows the balance paid on delivery, what returns refunded online and by hand, and what was paid less them", () => {
    const delivered = { ...codOrder("Delivered", 0), amountPaidOnDelivery: 414_000, returnsRefunded: { amount: 46_000, online: 4_600, manual: 41_400 }, netPaid: 414_000 };
    render(<OrderPayment order={delivered} />);
    expect(screen.queryByText("Due on delivery")).toBeNull();
    expect(screen.queryByText("Expected delivery")).toBeNull();
    expect(screen.getByText("Paid on delivery").parentElement!.textContent).toContain("₹4,140.00");
    expect(screen.getByText("Refunded online").parentElement!.textContent).toContain("₹46.00");
    expect(screen.getByText("Refunded by hand").parentElement!.textContent).toContain("₹414.00");
    expect(screen.getByText("Paid, less refunds").parentElement!.textContent).toContain("₹4,140.00");
  });
});
