// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import "@web/lib/i18n";
import { Providers } from "@web/providers";
import CategoryPage from "./category-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The price slider (Radix) measures its track; jsdom has no layout to observe. */
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

function renderCategoryPage(path: string) {
  vi.stubGlobal("ResizeObserver", NoResizeObserver);
  const router = createMemoryRouter([{ path: "/products/category/:categoryName", element: <CategoryPage /> }], {
    initialEntries: [path],
  });
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe("CategoryPage", () => {
  it("says an unknown category is not found, without asking the server", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderCategoryPage("/products/category/Spaceships");
    expect(await screen.findByRole("heading", { name: "Category not found" })).toBeTruthy();
    expect(document.title).toMatch(/^Category not found/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks for the decoded category and toasts Error fetching products on failure", async () => {
    const fetch = vi.fn(
      async (_request: Request) => new Response(JSON.stringify({ error: { code: "X", message: "x" } }), { status: 503 }),
    );
    vi.stubGlobal("fetch", fetch);
    renderCategoryPage("/products/category/Food%20%26%20Beverages");
    expect(await screen.findByRole("heading", { level: 1, name: "Food & Beverages" })).toBeTruthy();
    expect(await screen.findByText("Error fetching products", { selector: "[data-sonner-toast] [data-title]" })).toBeTruthy();
    const url = new URL(fetch.mock.calls[0]![0].url);
    expect(url.pathname).toBe("/api/public/products");
    expect(url.searchParams.get("category")).toBe("Food & Beverages");
  });

  it("asks the server for the filters in the page's address", async () => {
    const fetch = vi.fn(async (request: Request) => {
      const body = request.url.includes("/featured-sellers") ? { sellers: [] } : { items: [], nextCursor: null };
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    });
    vi.stubGlobal("fetch", fetch);
    renderCategoryPage("/products/category/Kitchenware?verified=1&inStock=1&maxMinOrder=50&min=100&max=2000&sort=newest");
    expect(await screen.findByRole("heading", { name: "No products match these filters" })).toBeTruthy();
    const url = new URL(fetch.mock.calls.find(([request]) => request.url.includes("/api/public/products?"))![0].url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      category: "Kitchenware",
      verifiedOnly: "true",
      inStock: "true",
      maxMinOrder: "50",
      minPrice: "10000",
      maxPrice: "200000",
      sort: "newest",
    });
    expect((screen.getByLabelText("Verified sellers only") as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText("Minimum order up to") as HTMLInputElement).value).toBe("50");
  });
});
