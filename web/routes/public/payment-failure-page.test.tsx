// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import "@web/lib/i18n";
import PaymentFailurePage from "./payment-failure-page";

afterEach(cleanup);

function renderPage(search: string) {
  const router = createMemoryRouter([{ path: "/payment-failure", element: <PaymentFailurePage /> }], { initialEntries: [`/payment-failure${search}`] });
  render(<RouterProvider router={router} />);
}

describe("PaymentFailurePage", () => {
  it("says once, in plain words, that the payment failed and nothing was taken, without the provider's status word", () => {
    renderPage("?order_id=Sona_Masoori_1700000000000_ab12&status=FAILED");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Payment Failed");
    expect(screen.getAllByRole("heading")).toHaveLength(1);
    expect(screen.getByRole("alert").textContent).toContain(
      "The payment was declined. No money was taken for this attempt. Your cart is still here, so you can try again.",
    );
    expect(screen.getByRole("alert").textContent).toContain("Payment reference: Sona_Masoori_1700000000000_ab12");
    expect(document.body.textContent).not.toMatch(/FAILED|status:/);
    expect(document.body.textContent!.match(/fail/gi)).toEqual(["Fail"]); // the title, and nowhere else
    expect(screen.getByRole("link", { name: "Try Again" }).getAttribute("href")).toBe("/checkout");
    expect(screen.getByRole("link", { name: "Continue Shopping" }).getAttribute("href")).toBe("/products");
  });

  it("tells a payment left unfinished from a declined one, and sends a plan payment back to the plans", () => {
    renderPage("?order_id=sub_plan_1700000000000&status=USER_DROPPED");
    expect(screen.getByRole("alert").textContent).toContain(
      "The payment was cancelled before it was completed. No money was taken for this attempt, and your plan has not changed.",
    );
    expect(screen.getByRole("link", { name: "Try Again" }).getAttribute("href")).toBe("/subscription");
  });
});
