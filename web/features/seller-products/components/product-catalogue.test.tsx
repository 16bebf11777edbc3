// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "@web/lib/i18n";
import { Providers } from "@web/providers";
import { fetchCall } from "@web/test/fetch-call";
import { ProductCatalogue } from "./product-catalogue";

beforeEach(() => {
  // jsdom has no ResizeObserver; the form's Radix Switch measures itself with one.
  vi.stubGlobal("ResizeObserver", class { observe() {} unobserve() {} disconnect() {} });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const ROW = {
  id: "0b6f7a8e-2d5c-4f1a-9c3b-7e8d9f0a1b2c",
  name: "Steel Tumbler Set",
  category: "Kitchenware",
  stock: 1200,
  price: 0,
  listPrice: 1234550,
  isActive: false,
  createdAt: "2026-01-05T10:00:00.000Z",
  thumbnail: null,
};

function renderCatalogue(allowance: { used: number; limit: number }) {
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const { url } = fetchCall(input);
    if (url.startsWith("/api/seller/products?")) return json({ items: [ROW], total: 1, page: 1, pageSize: 20, allowance });
    return json({ error: { code: "NOT_FOUND", message: url } }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  const router = createMemoryRouter([{ path: "/seller-dashboard/products", element: <ProductCatalogue /> }], {
    initialEntries: ["/seller-dashboard/products"],
  });
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return fetch;
}

describe("the seller's product catalogue", () => {
  it("lists a product with its first tier's price and Draft status, and shows the allowance", async () => {
    const fetch = renderCatalogue({ used: 1, limit: 10 });
    const row = (await screen.findByText("Steel Tumbler Set")).closest("tr")!;
    expect(within(row).getByText("Kitchenware")).toBeTruthy();
    expect(within(row).getByText("₹12,345.50")).toBeTruthy();
    expect(within(row).getByText("Draft")).toBeTruthy();
    expect(screen.getByText("1 of 10 products")).toBeTruthy();
    expect(fetchCall(fetch.mock.calls[0]![0]).url).toBe("/api/seller/products?sort=created_desc&page=1&pageSize=20");
  });

  it("says the plan is full, with the way to upgrade, when Add Product is pressed at the limit", async () => {
    renderCatalogue({ used: 10, limit: 10 });
    await screen.findByText("10 of 10 products");
    fireEvent.click(screen.getByRole("button", { name: "Add Product" }));

    const dialog = await screen.findByRole("dialog", { name: "Plan Limit Reached" });
    expect(dialog.textContent).toContain("You have reached your limit of 10 products. Please upgrade your plan to add more.");
    expect(within(dialog).getByRole("link", { name: "Upgrade Plan" }).getAttribute("href")).toBe("/seller-dashboard/subscription");
    expect(screen.queryByRole("dialog", { name: "Add Product" })).toBeNull();
  });

  it("opens the Add Product form while the plan has room", async () => {
    renderCatalogue({ used: 9, limit: 10 });
    await screen.findByText("9 of 10 products");
    fireEvent.click(screen.getByRole("button", { name: "Add Product" }));
    expect(await screen.findByRole("dialog", { name: "Add Product" })).toBeTruthy();
  });
});
