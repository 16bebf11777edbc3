// @vitest-environment jsdom
import type { PaymentStatus } from "@domain/schemas/payment-status";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import "@web/lib/i18n";
import { Providers } from "@web/providers";
import { fakeCurrentUser } from "@web/test/fake-current-user";
import { fetchCall } from "@web/test/fetch-call";
import PaymentSuccessPage from "./payment-success-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ORDER_ID = "Sheesham_1700000000000_ab";
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The server: the account, and this answer (status, body) for the payment. */
function serve(status: number, payment: unknown, me: unknown = fakeCurrentUser()) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => (fetchCall(input).url === "/api/account/me" ? (me ? json(200, me) : json(401, { error: { code: "UNAUTHENTICATED", message: "Please sign in to continue." } })) : json(status, payment))),
  );
}

const refunded = (refund: PaymentStatus["refund"]): PaymentStatus => ({
  orderId: ORDER_ID,
  status: "refunded",
  providerStatus: "PAID",
  paymentMethod: "online",
  totalAmount: 13_000_000,
  amountPaidOnline: 13_000_000,
  orders: [],
  refund,
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/payment-success", element: <PaymentSuccessPage /> },
      { path: "/payment-status", element: <p>status page</p> },
    ],
    { initialEntries: [`/payment-success?order_id=${ORDER_ID}`] },
  );
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe("PaymentSuccessPage after the stock ran out", () => {
  it("says a pending refund is being processed", async () => {
    serve(200, refunded({ status: "pending", amount: 13_000_000 }));
    renderPage();
    expect(await screen.findByRole("heading", { name: "Refund in progress" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("A refund of ₹1,30,000.00 is being processed.");
  });

  it("says a settled refund has been refunded", async () => {
    serve(200, refunded({ status: "success", amount: 13_000_000 }));
    renderPage();
    expect(await screen.findByRole("heading", { name: "Payment refunded" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toContain("The ₹1,30,000.00 you paid has been refunded.");
  });

  it("says a failed refund failed and that the team will contact the buyer, not that it is being processed", async () => {
    serve(200, refunded({ status: "failed", amount: 13_000_000 }));
    renderPage();
    expect(await screen.findByRole("heading", { name: "Refund failed" })).toBeTruthy();
    const text = screen.getByRole("alert").textContent;
    expect(text).toContain("The refund of ₹1,30,000.00 failed. Our team has been alerted and will contact you.");
    expect(text).not.toContain("being processed");
  });
});

describe("PaymentSuccessPage without a paid order", () => {
  it("heads an unknown order neutrally, says so, and toasts it", async () => {
    serve(404, { error: { code: "ORDER_NOT_FOUND", message: "Order not found" } });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Order details unavailable" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Payment Successful" })).toBeNull();
    expect(screen.getByRole("alert").textContent).toContain("Could not find order details. Please contact support.");
    expect(await screen.findByText("Could not find order details. Please contact support.", { selector: "[data-sonner-toast] [data-title]" })).toBeTruthy();
  });

  it("sends a payment still pending to the status page", async () => {
    serve(200, { ...refunded(null), status: "pending", providerStatus: "ACTIVE" });
    const router = renderPage();
    expect(await screen.findByText("status page")).toBeTruthy();
    expect(router.state.location.search).toBe(`?order_id=${ORDER_ID}`);
  });

  it("asks a signed-out visitor to log in and come back", async () => {
    serve(401, { error: { code: "UNAUTHENTICATED", message: "Please sign in to continue." } }, null);
    renderPage();
    expect(await screen.findByText("User not found. Please log in and try again.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe(
      `/login?redirect=${encodeURIComponent(`/payment-success?order_id=${ORDER_ID}`)}`,
    );
  });
});
