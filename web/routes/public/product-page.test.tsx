// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import "@web/lib/i18n";
import { Providers } from "@web/providers";
import ProductPage from "./product-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } })),
  );
}

function renderProductPage(id: string) {
  const router = createMemoryRouter([{ path: "/product/:id", element: <ProductPage /> }], {
    initialEntries: [`/product/${id}`],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe("ProductPage", () => {
  // sonner keeps its toasts in module state, so the case that must show none runs first.
  it("shows Product not found, without an error toast, for a missing product", async () => {
    answer(404, { error: { code: "PRODUCT_NOT_FOUND", message: "Product not found" } });
    renderProductPage("3f0c2a1e-0000-4000-8000-000000000000");
    expect(await screen.findByRole("heading", { name: "Product not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Marketplace" }).getAttribute("href")).toBe("/products");
    expect(document.querySelector("[data-sonner-toast]")).toBeNull();
  });

  it("toasts Error fetching product when the product cannot be loaded, and offers a retry", async () => {
    answer(500, { error: { code: "INTERNAL_ERROR", message: "Something went wrong on our side." } });
    renderProductPage("3f0c2a1e-0000-4000-8000-000000000000");
    const toast = await screen.findByText("Error fetching product", { selector: "[data-sonner-toast] [data-title]" });
    expect(toast.parentElement!.textContent).toContain("Could not load product details. Please try again.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
