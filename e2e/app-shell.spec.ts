import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectToast } from "./fixtures/toasts";

/**
 * The shell's reaction to who is signed in (nav, dashboard target, guards, sign-out). The session is answered by
 * the test, so these checks stand apart from the real sign-in journeys of the accounts specs.
 */
type Role = "buyer" | "seller" | "admin";

/** Admins have two-factor sign-in (the admin console asks the server otherwise; see accounts.spec.ts). */
function currentUser(role: Role) {
  return {
    user: { id: "00000000-0000-4000-8000-000000000001", email: `${role}@example.in`, emailVerified: true, twoFactorEnabled: role === "admin" },
    profile: {
      accountType: role === "buyer" ? "buyer" : "seller",
      isAdmin: role === "admin",
      isVerified: true,
      isActive: true,
      contactPerson: "Test Person",
      firstName: null,
      lastName: null,
      companyName: "Test Traders",
      phone: "9876543210",
      businessSubtype: role === "buyer" ? "retailer" : "manufacturer",
      gstNumber: null,
      shippingAddress: null,
      billingAddress: null,
      subscriptionPlanName: null,
    },
  };
}

async function signInAs(page: Page, role: Role | null) {
  let signedIn = role !== null;
  await page.route("**/api/account/me", (route) =>
    signedIn
      ? route.fulfill({ json: currentUser(role as Role) })
      : route.fulfill({ status: 401, json: { error: { code: "UNAUTHENTICATED", message: "Please sign in." } } }),
  );
  await page.route("**/api/auth/sign-out", (route) => {
    signedIn = false;
    return route.fulfill({ json: { success: true } });
  });
}

test.describe("navigation by role", () => {
  const dashboards: [Role, string][] = [
    ["buyer", "/buyer-dashboard"],
    ["seller", "/seller-dashboard"],
    ["admin", "/admin-dashboard"],
  ];
  for (const [role, dashboard] of dashboards) {
    test(`a ${role} sees Dashboard (${dashboard}), Logout and the cart`, async ({ page }) => {
      await signInAs(page, role);
      await page.goto("/");
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", dashboard);
      await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
      await expect(header.getByRole("link", { name: "Cart" })).toHaveAttribute("href", "/cart");
      await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
      const subscriptions = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Subscriptions" });
      await expect(subscriptions).toHaveCount(role === "buyer" ? 0 : 1);
    });
  }

  test("Logout ends the session, says goodbye and goes home", async ({ page }) => {
    await signInAs(page, "buyer");
    await page.goto("/about");
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await expectToast(page, "Logged out successfully", "See you soon!");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
  });
});

test.describe("route guard", () => {
  test("a visitor is sent to /login from every protected area", async ({ page }) => {
    await signInAs(page, null);
    // /subscription is public (the plans page), so it is not among them.
    for (const path of ["/checkout", "/buyer-dashboard/orders", "/seller-dashboard", "/admin-dashboard/users"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test("the wrong account type goes to its own dashboard; the admin area only admits admins", async ({ page }) => {
    await signInAs(page, "buyer");
    await page.goto("/seller-dashboard/products");
    await expect(page).toHaveURL(/\/buyer-dashboard$/);
    // A buyer may read the plans but is told they are for seller accounts.
    await page.goto("/subscription");
    await expect(page.getByText("Plans are for seller accounts. Register a seller account to list products.")).toBeVisible();
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/$/);
  });

  test("a seller reaches its dashboard; unknown subpaths return to its home", async ({ page }) => {
    await signInAs(page, "seller");
    await page.goto("/buyer-dashboard");
    await expect(page).toHaveURL(/\/seller-dashboard$/);
    await page.goto("/seller-dashboard/no-such-section");
    await expect(page).toHaveURL(/\/seller-dashboard$/);
    const menu = page.getByRole("navigation", { name: "Seller dashboard" });
    await expect(menu.getByRole("link")).toHaveText([
      "Dashboard", "Products", "Orders", "Enquiries", "Returns", "Reviews", "Payouts", "Buy leads", "Subscription", "Settings", "Support", "English", "हिन्दी",
    ]);
    await menu.getByRole("link", { name: "Payouts" }).click();
    await expect(page).toHaveURL(/\/seller-dashboard\/payouts$/);
  });

  test("an admin passes the admin, seller and buyer guards", async ({ page }) => {
    await signInAs(page, "admin");
    for (const path of ["/admin-dashboard/admin-management", "/seller-dashboard/orders", "/buyer-dashboard/wishlist", "/checkout"]) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    }
    await page.goto("/admin-dashboard");
    const sidebar = page.getByRole("navigation", { name: "Admin console" });
    await expect(sidebar.getByRole("link")).toHaveText([
      "Dashboard", "Users", "Products & Orders", "Payouts", "Logistics", "Subscriptions", "Settings", "Admin Tools", "Conversations", "Reviews", "Audit Log", "Back to Site", "English", "हिन्दी",
    ]);
    await expect(sidebar.getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("on a phone the seller menu opens as a drawer", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signInAs(page, "seller");
    // The session is staged, so the dashboard's own data would answer 401 and its "Failed to load data" toast could
    // cover the menu button: the dashboard is staged too.
    await page.route("**/api/seller/dashboard", (route) =>
      route.fulfill({
        json: {
          contactPerson: "Test Person",
          isVerified: true,
          planName: null,
          stats: { totalProducts: 0, totalOrders: 0, pendingReturns: 0, pendingOrders: 0 },
          recentProducts: [],
        },
      }),
    );
    await page.goto("/seller-dashboard");
    await expect(page.getByText("Total Products")).toBeVisible();
    await page.getByRole("button", { name: "Open seller menu" }).click();
    const drawer = page.getByRole("dialog");
    await drawer.getByRole("link", { name: "Orders" }).click();
    await expect(page).toHaveURL(/\/seller-dashboard\/orders$/);
    await expect(drawer).toBeHidden();
  });

  test("the buyer dashboard menu has the spec's entries", async ({ page }) => {
    await signInAs(page, "buyer");
    await page.goto("/buyer-dashboard");
    const menu = page.getByRole("navigation", { name: "Buyer dashboard" });
    await expect(menu.getByRole("link")).toHaveText(["Dashboard", "My Orders", "Enquiries", "Profile Settings", "Wishlist", "Requirements", "My Reviews", "My Cart", "English", "हिन्दी"]);
    await expect(menu.getByRole("link", { name: "My Cart" })).toHaveAttribute("href", "/cart");
    await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
  });
});
