// @vitest-environment jsdom
import { ORDER_STATUSES, type OrderStatus } from "@domain/orders";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "@web/lib/i18n";
import { Providers } from "@web/providers";
import { fetchCall, fetchCallBody } from "@web/test/fetch-call";
import { toastError, toastSuccess } from "@web/lib/toast";
import { OrderStatusSelect } from "./order-status-select";

vi.mock("@web/lib/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ORDER_ID = "0b6f7a8e-2d5c-4f1a-9c3b-7e8d9f0a1b2c";
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Renders the selector for an order in `status`; the server answers PATCHes with `answer`. */
function renderSelect(status: OrderStatus, answer: (body: { status: string }) => Response = (body) => json({ id: ORDER_ID, status: body.status, updatedAt: "2026-01-05T10:00:00.000Z" })) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { url, method } = fetchCall(input, init);
      if (url === `/api/seller/orders/${ORDER_ID}/status` && method === "PATCH") {
        const body = (await fetchCallBody(input, init)) as { status: string };
        sent.push(body);
        return answer(body);
      }
      return json({ error: { code: "NOT_FOUND", message: url } }, 404);
    }),
  );
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <OrderStatusSelect orderId={ORDER_ID} orderNumber="BB-2611-000042" status={status} />
    </Providers>,
  );
  return { select: screen.getByLabelText<HTMLSelectElement>("Update status of order BB-2611-000042"), sent };
}

const choosable = (select: HTMLSelectElement) => [...select.options].filter((option) => !option.disabled).map((option) => option.value);

describe("the seller's order status selector", () => {
  it("offers only Processing, Packaging and Ready for Pickup, showing Pending as the current status", () => {
    const { select } = renderSelect("Pending");
    expect(select.disabled).toBe(false);
    expect(select.value).toBe("Pending");
    expect(choosable(select)).toEqual(["Processing", "Packaging", "Ready for Pickup"]);
    expect([...select.options].map((option) => option.value)).toEqual(["Pending", "Processing", "Packaging", "Ready for Pickup"]);
  });

  it.each(["In Transit", "Shipped", "Delivered", "Cancelled"] as const)("is disabled once the order is %s", (status) => {
    const { select } = renderSelect(status);
    expect(select.disabled).toBe(true);
    expect(select.value).toBe(status);
    expect(select.getAttribute("aria-describedby")).toBeTruthy();
  });

  it.each(ORDER_STATUSES.filter((s) => !["In Transit", "Shipped", "Delivered", "Cancelled"].includes(s)))("is enabled while the order is %s", (status) => {
    expect(renderSelect(status).select.disabled).toBe(false);
  });

  it("saves a choice at once and says so", async () => {
    const { select, sent } = renderSelect("Pending");
    fireEvent.change(select, { target: { value: "Processing" } });
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Order status updated to Processing"));
    expect(sent).toEqual([{ status: "Processing" }]);
    expect(toastError).not.toHaveBeenCalled();
  });

  it("says 'Failed to update order status.' when the server refuses", async () => {
    const { select } = renderSelect("Processing", () =>
      json({ error: { code: "ORDER_LOCKED", message: "Only an administrator can change this order's status now." } }, 409),
    );
    fireEvent.change(select, { target: { value: "Packaging" } });
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Failed to update order status.", "Only an administrator can change this order's status now."));
    expect(toastSuccess).not.toHaveBeenCalled();
  });

  it("does not ask the server when the current status is chosen again", () => {
    const { select, sent } = renderSelect("Packaging");
    fireEvent.change(select, { target: { value: "Packaging" } });
    expect(sent).toEqual([]);
  });
});
