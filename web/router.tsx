import type { ComponentType } from "react";
import { Navigate, Outlet, type RouteObject } from "react-router";
import { loadNamespaces } from "./lib/i18n";
import { SiteLayout } from "./components/layout/site-layout";
import { PageSpinner } from "./components/ui/spinner";
import { RootLayout } from "./routes/root-layout";
import { RouteErrorPage } from "./routes/route-error-page";
import { RequireAuth } from "./routes/route-guard";

type PageModule = { default: ComponentType };
type PageHandle = { namespaces: readonly string[]; load: () => Promise<PageModule> };

/**
 * Each page is its own chunk, loaded on first visit with the texts it shows (its namespaces besides "common"; a test,
 * router-namespaces.test.ts, holds each list to the namespaces its code uses): a visitor's first page loads no
 * dashboard code and no dashboard texts.
 */
function page(load: () => Promise<PageModule>, namespaces: readonly string[]): Pick<RouteObject, "lazy" | "handle"> {
  const handle: PageHandle = { namespaces, load };
  return { handle, lazy: async () => ({ Component: (await Promise.all([load(), loadNamespaces(namespaces)]))[0].default }) };
}

/**
 * The code of a matched page without its texts, for a page the server rendered (it brought the texts it shows): the
 * route as the router would have it once loaded.
 */
export async function loadPageCode(route: RouteObject): Promise<void> {
  const handle = route.handle as PageHandle | undefined;
  if (!handle || typeof route.lazy !== "function") return;
  Object.assign(route, { Component: (await handle.load()).default, lazy: undefined });
}

/** The namespaces of the pages of a match (the layouts' and the page's). */
export function routeNamespaces(matches: readonly { route: RouteObject }[]): string[] {
  return matches.flatMap(({ route }) => (route.handle as PageHandle | undefined)?.namespaces ?? []);
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        element: <SiteLayout />,
        children: [
          { index: true, ...page(() => import("./routes/public/landing-page"), ["catalog", "public"]) },
          { path: "login", ...page(() => import("./routes/account/login-page"), ["auth"]) },
          { path: "register", ...page(() => import("./routes/account/register-page"), ["auth"]) },
          { path: "confirm-email", ...page(() => import("./routes/account/confirm-email-page"), ["auth"]) },
          { path: "forgot-password", ...page(() => import("./routes/account/forgot-password-page"), ["auth"]) },
          { path: "reset-password", ...page(() => import("./routes/account/reset-password-page"), ["auth"]) },
          { path: "dev/mailbox", ...page(() => import("./routes/dev/dev-mailbox-page"), ["auth"]) },
          { path: "products", ...page(() => import("./routes/public/products-page"), ["catalog", "requirements"]) },
          { path: "products/category/:categoryName", ...page(() => import("./routes/public/category-page"), ["catalog"]) },
          { path: "product/:id", ...page(() => import("./routes/public/product-page"), ["buyer", "catalog", "checkout", "conversations", "reviews"]) },
          { path: "seller/:sellerId", ...page(() => import("./routes/public/seller-profile-page"), ["catalog", "conversations", "reviews"]) },
          { path: "about", ...page(() => import("./routes/public/about-page"), ["public"]) },
          { path: "subscription", ...page(() => import("./routes/public/subscription-page"), ["subscriptions"]) },
          { path: "contact", ...page(() => import("./routes/public/contact-page"), ["public"]) },
          { path: "terms", ...page(() => import("./routes/public/legal/terms-page"), ["legal"]) },
          { path: "privacy", ...page(() => import("./routes/public/legal/privacy-page"), ["legal"]) },
          { path: "refund-policy", ...page(() => import("./routes/public/legal/refund-policy-page"), ["legal"]) },
          { path: "shipping-policy", ...page(() => import("./routes/public/legal/shipping-policy-page"), ["legal"]) },
          { path: "cart", ...page(() => import("./routes/public/cart-page"), ["checkout"]) },
          { path: "payment-success", ...page(() => import("./routes/public/payment-success-page"), ["buyer", "checkout"]) },
          { path: "payment-failure", ...page(() => import("./routes/public/payment-failure-page"), ["checkout"]) },
          { path: "payment-status", ...page(() => import("./routes/public/payment-status-page"), ["checkout", "subscriptions"]) },
          {
            element: <RequireAuth><Outlet /></RequireAuth>,
            children: [
              { path: "checkout", ...page(() => import("./routes/public/checkout-page"), ["buyer", "checkout"]) },
              { path: "account/two-factor", ...page(() => import("./routes/account/two-factor-page"), ["auth"]) },
            ],
          },
          {
            path: "buyer-dashboard",
            element: <RequireAuth accountType="buyer"><Outlet /></RequireAuth>,
            children: [{ ...page(() => import("./routes/buyer/buyer-dashboard-layout"), ["conversations"]), children: buyerPages() }],
          },
          { path: "*", ...page(() => import("./routes/public/not-found-page"), []) },
        ],
      },
      {
        path: "seller-dashboard",
        element: <RequireAuth accountType="seller"><Outlet /></RequireAuth>,
        children: [{ ...page(() => import("./routes/seller/seller-dashboard-layout"), ["conversations"]), children: sellerPages() }],
      },
      {
        path: "admin-dashboard",
        element: <RequireAuth admin><Outlet /></RequireAuth>,
        children: [{ ...page(() => import("./routes/admin/admin-dashboard-layout"), []), children: adminPages() }],
      },
    ],
  },
];

function buyerPages(): RouteObject[] {
  return [
    { index: true, ...page(() => import("./routes/buyer/buyer-dashboard-page"), ["buyer"]) },
    { path: "orders", ...page(() => import("./routes/buyer/buyer-orders-page"), ["buyer", "checkout"]) },
    { path: "orders/:orderId", ...page(() => import("./routes/buyer/buyer-order-detail-page"), ["buyer", "checkout", "reviews"]) },
    { path: "reviews", ...page(() => import("./routes/buyer/buyer-reviews-page"), ["reviews"]) },
    { path: "profile", ...page(() => import("./routes/buyer/buyer-profile-page"), ["auth", "buyer"]) },
    { path: "wishlist", ...page(() => import("./routes/buyer/buyer-wishlist-page"), ["buyer", "checkout"]) },
    { path: "enquiries", ...page(() => import("./routes/buyer/buyer-enquiries-page"), ["conversations"]) },
    { path: "enquiries/:threadId", ...page(() => import("./routes/buyer/buyer-enquiry-page"), ["conversations"]) },
    { path: "requirements", ...page(() => import("./routes/buyer/buyer-requirements-page"), ["requirements"]) },
    { path: "requirements/new", ...page(() => import("./routes/buyer/post-requirement-page"), ["requirements"]) },
    { path: "requirements/:requirementId", ...page(() => import("./routes/buyer/buyer-requirement-detail-page"), ["requirements"]) },
  ];
}

function sellerPages(): RouteObject[] {
  return [
    { index: true, ...page(() => import("./routes/seller/seller-home-page"), ["seller-dashboard"]) },
    { path: "products", ...page(() => import("./routes/seller/seller-products-page"), ["seller-products"]) },
    { path: "orders", ...page(() => import("./routes/seller/seller-orders-page"), ["buyer", "seller-orders"]) },
    { path: "returns", ...page(() => import("./routes/seller/seller-returns-page"), ["seller-returns"]) },
    { path: "payouts", ...page(() => import("./routes/seller/seller-payouts-page"), ["seller-payouts"]) },
    { path: "buy-leads", ...page(() => import("./routes/seller/seller-buy-leads-page"), ["requirements"]) },
    { path: "subscription", ...page(() => import("./routes/seller/seller-subscription-page"), ["subscriptions"]) },
    { path: "settings", ...page(() => import("./routes/seller/seller-settings-page"), ["auth", "seller-settings"]) },
    { path: "enquiries", ...page(() => import("./routes/seller/seller-enquiries-page"), ["conversations"]) },
    { path: "enquiries/:threadId", ...page(() => import("./routes/seller/seller-enquiry-page"), ["conversations"]) },
    { path: "reviews", ...page(() => import("./routes/seller/seller-reviews-page"), ["reviews"]) },
    { path: "*", element: <Navigate to="/seller-dashboard" replace /> },
  ];
}

function adminPages(): RouteObject[] {
  return [
    { index: true, ...page(() => import("./routes/admin/admin-home-page"), ["admin"]) },
    { path: "users", ...page(() => import("./routes/admin/admin-users-page"), ["admin"]) },
    { path: "products", ...page(() => import("./routes/admin/admin-products-page"), ["admin-orders", "admin-products", "buyer"]) },
    { path: "payouts", ...page(() => import("./routes/admin/admin-payouts-page"), ["admin-payouts"]) },
    { path: "logistics", ...page(() => import("./routes/admin/admin-logistics-page"), ["admin-orders", "buyer"]) },
    { path: "subscriptions", ...page(() => import("./routes/admin/admin-subscriptions-page"), ["admin-subscriptions"]) },
    { path: "settings", ...page(() => import("./routes/admin/admin-settings-page"), ["admin"]) },
    { path: "admin-management", ...page(() => import("./routes/admin/admin-management-page"), ["admin"]) },
    { path: "audit-log", ...page(() => import("./routes/admin/admin-audit-page"), ["admin", "buyer", "admin-payouts"]) },
    { path: "conversations", ...page(() => import("./routes/admin/admin-conversations-page"), ["admin-conversations"]) },
    { path: "conversations/:threadId", ...page(() => import("./routes/admin/admin-conversation-page"), ["admin-conversations"]) },
    { path: "reviews", ...page(() => import("./routes/admin/admin-reviews-page"), ["reviews"]) },
  ];
}

