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

function renderCategoryPage(path: string) {
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
});
