// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import "@web/lib/i18n";
import { Providers } from "@web/providers";
import { fakeCurrentUser } from "@web/test/fake-current-user";
import { fetchCall } from "@web/test/fetch-call";
import SellerHomePage from "./seller-home-page";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const DASHBOARD = {
  contactPerson: "Ravi Kumar",
  isVerified: true,
  planName: "Premium",
  stats: { totalProducts: 12, totalOrders: 34, pendingReturns: 2, pendingOrders: 5 },
  recentProducts: [
    {
      id: "0b6f7a8e-2d5c-4f1a-9c3b-7e8d9f0a1b2c",
      name: "Steel Tumbler Set",
      category: "Kitchenware",
      stock: 1200,
      price: 45000,
      listPrice: 45000,
      isActive: true,
      createdAt: "2026-01-05T10:00:00.000Z",
      thumbnail: { mediaUrl: "/media/products/s/clip.mp4", mediaType: "video" },
    },
  ],
};

function renderHome(dashboard: () => Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const { url } = fetchCall(input);
      if (url === "/api/account/me") return json(fakeCurrentUser({ accountType: "seller", contactPerson: "Ravi Kumar" }));
      if (url === "/api/seller/dashboard") return dashboard();
      return json({ error: { code: "NOT_FOUND", message: url } }, 404);
    }),
  );
  const router = createMemoryRouter([{ path: "/seller-dashboard", element: <SellerHomePage /> }], { initialEntries: ["/seller-dashboard"] });
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe("the seller's home page", () => {
  it("welcomes the seller with its badges, counts and newest products", async () => {
    renderHome(() => json(DASHBOARD));
    expect(await screen.findByRole("heading", { level: 1, name: "Welcome, Ravi Kumar" })).toBeTruthy();
    expect(await screen.findByText("Verified Seller")).toBeTruthy();
    expect(screen.getByText("Premium")).toBeTruthy();
    expect(screen.queryByText("Account Verification Pending")).toBeNull();
    const stats = screen.getByRole("region", { name: "Your numbers" });
    const counts: [string, string][] = [["Total Products", "12"], ["Total Orders", "34"], ["Pending Returns", "2"], ["Pending Orders", "5"]];
    for (const [label, value] of counts) {
      expect(within(stats).getByText(label).nextElementSibling?.textContent).toBe(value);
    }
    for (const name of ["View Orders", "Manage Payouts", "Update Profile", "Subscription"]) expect(screen.getByRole("link", { name })).toBeTruthy();
    const recent = screen.getByRole("region", { name: "Recent Products" });
    expect(within(recent).getByText("Steel Tumbler Set")).toBeTruthy();
    expect(within(recent).getByText("₹450.00")).toBeTruthy();
    expect(within(recent).getByText("1,200 units")).toBeTruthy();
    expect(within(recent).getByRole("img", { name: "Video" })).toBeTruthy();
  });

  it("asks an unverified seller for documents and offers the first product", async () => {
    renderHome(() => json({ ...DASHBOARD, isVerified: false, planName: null, recentProducts: [] }));
    expect(await screen.findByText("Pending Verification")).toBeTruthy();
    expect(screen.getByText("Account Verification Pending")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Upload Documents" }).getAttribute("href")).toBe("/seller-dashboard/settings");
    expect(screen.getByText("No products listed yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add Your First Product" }).getAttribute("href")).toBe("/seller-dashboard/products");
  });

  it("says the data could not be loaded", async () => {
    renderHome(() => json({ error: { code: "INTERNAL", message: "boom" } }, 500));
    expect(await screen.findByRole("heading", { name: "Failed to load data" })).toBeTruthy();
    expect(screen.getAllByText("Could not fetch your dashboard data. Please try again later.").length).toBeGreaterThan(0);
  });
});
