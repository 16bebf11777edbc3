// @vitest-environment jsdom
import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { isValidElement } from "react";
import { SiteLayout } from "./components/layout/site-layout";
import { routes } from "./router";

const specRoutes = [
  "/",
  "/login",
  "/register",
  "/confirm-email",
  "/forgot-password",
  "/reset-password",
  "/products",
  "/products/category/Food%20%26%20Beverages",
  "/product/3f0c2a1e-0000-4000-8000-000000000000",
  "/subscription",
  "/about",
  "/contact",
  "/cart",
  "/checkout",
  "/payment-success",
  "/payment-failure",
  "/payment-status",
  "/buyer-dashboard",
  "/buyer-dashboard/orders",
  "/buyer-dashboard/orders/42",
  "/buyer-dashboard/profile",
  "/buyer-dashboard/wishlist",
  "/seller-dashboard",
  "/seller-dashboard/products",
  "/seller-dashboard/orders",
  "/seller-dashboard/returns",
  "/seller-dashboard/payouts",
  "/seller-dashboard/subscription",
  "/seller-dashboard/settings",
  "/admin-dashboard",
  "/admin-dashboard/users",
  "/admin-dashboard/products",
  "/admin-dashboard/payouts",
  "/admin-dashboard/logistics",
  "/admin-dashboard/subscriptions",
  "/admin-dashboard/settings",
  "/admin-dashboard/admin-management",
];

describe("the route tree", () => {
  it.each(specRoutes)("registers %s as a lazily loaded page", (path) => {
    const matches = matchRoutes(routes, path);
    const leaf = matches?.at(-1)?.route;
    expect(leaf?.lazy, `no page for ${path}`).toBeTypeOf("function");
    expect(leaf?.path, `${path} falls through to the not-found page`).not.toBe("*");
  });

  it("sends unknown paths to the not-found page inside the site's layout", () => {
    for (const path of ["/no-such-page", "/buyer-dashboard/no-such-page", "/product/1/extra"]) {
      const matches = matchRoutes(routes, path);
      expect(matches?.at(-1)?.route.path, path).toBe("*");
      expect(matches?.some((match) => isValidElement(match.route.element) && match.route.element.type === SiteLayout), path).toBe(true);
    }
  });

  it("catches unknown seller subpaths to redirect them home", () => {
    const leaf = matchRoutes(routes, "/seller-dashboard/no-such-page")?.at(-1)?.route;
    expect(leaf?.path).toBe("*");
  });
});
