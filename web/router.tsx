import type { ComponentType } from "react";
import { Navigate, Outlet, type RouteObject } from "react-router";
import { SiteLayout } from "./components/layout/site-layout";
import { PageSpinner } from "./components/ui/spinner";
import { RootLayout } from "./routes/root-layout";
import { RouteErrorPage } from "./routes/route-error-page";
import { RequireAuth } from "./routes/route-guard";

/** Each page is its own chunk, loaded on first visit: a visitor's first page loads no dashboard code. */
function page(load: () => Promise<{ default: ComponentType }>): Pick<RouteObject, "lazy"> {
  return { lazy: async () => ({ Component: (await load()).default }) };
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
          { index: true, ...page(() => import("./routes/public/landing-page")) },
          { path: "login", ...page(() => import("./routes/account/login-page")) },
          { path: "register", ...page(() => import("./routes/account/register-page")) },
          { path: "confirm-email", ...page(() => import("./routes/account/confirm-email-page")) },
          { path: "forgot-password", ...page(() => import("./routes/account/forgot-password-page")) },
          { path: "reset-password", ...page(() => import("./routes/account/reset-password-page")) },
          { path: "dev/mailbox", ...page(() => import("./routes/dev/dev-mailbox-page")) },
          { path: "products", ...page(() => import("./routes/public/products-page")) },
          { path: "products/category/:categoryName", ...page(() => import("./routes/public/category-page")) },
          { path: "product/:id", ...page(() => import("./routes/public/product-page")) },
          { path: "seller/:sellerId", ...page(() => import("./routes/public/seller-profile-page")) },
          { path: "about", ...page(() => import("./routes/public/about-page")) },
          { path: "subscription", ...page(() => import("./routes/public/subscription-page")) },
          { path: "contact", ...page(() => import("./routes/public/contact-page")) },
          { path: "terms", ...page(() => import("./routes/public/legal/terms-page")) },
          { path: "privacy", ...page(() => import("./routes/public/legal/privacy-page")) },
          { path: "refund-policy", ...page(() => import("./routes/public/legal/refund-policy-page")) },
          { path: "shipping-policy", ...page(() => import("./routes/public/legal/shipping-policy-page")) },
          { path: "cart", ...page(() => import("./routes/public/cart-page")) },
          { path: "payment-success", ...page(() => import("./routes/public/payment-success-page")) },
          { path: "payment-failure", ...page(() => import("./routes/public/payment-failure-page")) },
          { path: "payment-status", ...page(() => import("./routes/public/payment-status-page")) },
          {
            element: <RequireAuth><Outlet /></RequireAuth>,
            children: [
              { path: "checkout", ...page(() => import("./routes/public/checkout-page")) },
              { path: "account/two-factor", ...page(() => import("./routes/account/two-factor-page")) },
            ],
          },
          {
            path: "buyer-dashboard",
            element: <RequireAuth accountType="buyer"><Outlet /></RequireAuth>,
            children: [{ ...page(() => import("./routes/buyer/buyer-dashboard-layout")), children: buyerPages() }],
          },
          { path: "*", ...page(() => import("./routes/public/not-found-page")) },
        ],
      },
      {
        path: "seller-dashboard",
        element: <RequireAuth accountType="seller"><Outlet /></RequireAuth>,
        children: [{ ...page(() => import("./routes/seller/seller-dashboard-layout")), children: sellerPages() }],
      },
      {
        path: "admin-dashboard",
        element: <RequireAuth admin><Outlet /></RequireAuth>,
        children: [{ ...page(() => import("./routes/admin/admin-dashboard-layout")), children: adminPages() }],
      },
    ],
  },
];

function buyerPages(): RouteObject[] {
  return [
    { index: true, ...page(() => import("./routes/buyer/buyer-dashboard-page")) },
    { path: "orders", ...page(() => import("./routes/buyer/buyer-orders-page")) },
    { path: "orders/:orderId", ...page(() => import("./routes/buyer/buyer-order-detail-page")) },
    { path: "profile", ...page(() => import("./routes/buyer/buyer-profile-page")) },
    { path: "wishlist", ...page(() => import("./routes/buyer/buyer-wishlist-page")) },
    { path: "enquiries", ...page(() => import("./routes/buyer/buyer-enquiries-page")) },
    { path: "enquiries/:threadId", ...page(() => import("./routes/buyer/buyer-enquiry-page")) },
    { path: "requirements", ...page(() => import("./routes/buyer/buyer-requirements-page")) },
    { path: "requirements/new", ...page(() => import("./routes/buyer/post-requirement-page")) },
    { path: "requirements/:requirementId", ...page(() => import("./routes/buyer/buyer-requirement-detail-page")) },
  ];
}

function sellerPages(): RouteObject[] {
  return [
    { index: true, ...page(() => import("./routes/seller/seller-home-page")) },
    { path: "products", ...page(() => import("./routes/seller/seller-products-page")) },
    { path: "orders", ...page(() => import("./routes/seller/seller-orders-page")) },
    { path: "returns", ...page(() => import("./routes/seller/seller-returns-page")) },
    { path: "payouts", ...page(() => import("./routes/seller/seller-payouts-page")) },
    { path: "buy-leads", ...page(() => import("./routes/seller/seller-buy-leads-page")) },
    { path: "subscription", ...page(() => import("./routes/seller/seller-subscription-page")) },
    { path: "settings", ...page(() => import("./routes/seller/seller-settings-page")) },
    { path: "enquiries", ...page(() => import("./routes/seller/seller-enquiries-page")) },
    { path: "enquiries/:threadId", ...page(() => import("./routes/seller/seller-enquiry-page")) },
    { path: "*", element: <Navigate to="/seller-dashboard" replace /> },
  ];
}

function adminPages(): RouteObject[] {
  return [
    { index: true, ...page(() => import("./routes/admin/admin-home-page")) },
    { path: "users", ...page(() => import("./routes/admin/admin-users-page")) },
    { path: "products", ...page(() => import("./routes/admin/admin-products-page")) },
    { path: "payouts", ...page(() => import("./routes/admin/admin-payouts-page")) },
    { path: "logistics", ...page(() => import("./routes/admin/admin-logistics-page")) },
    { path: "subscriptions", ...page(() => import("./routes/admin/admin-subscriptions-page")) },
    { path: "settings", ...page(() => import("./routes/admin/admin-settings-page")) },
    { path: "admin-management", ...page(() => import("./routes/admin/admin-management-page")) },
    { path: "audit-log", ...page(() => import("./routes/admin/admin-audit-page")) },
    { path: "conversations", ...page(() => import("./routes/admin/admin-conversations-page")) },
    { path: "conversations/:threadId", ...page(() => import("./routes/admin/admin-conversation-page")) },
  ];
}

