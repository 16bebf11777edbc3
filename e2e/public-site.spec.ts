import { expect, PHONE_VIEWPORT, test } from "./fixtures";

test.describe("landing page", () => {
  test("has the spec's title, description, sections and texts", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle("Premier B2B Marketplace for Bulk Trading");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /bulk/i);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Premier B2B Marketplace for Bulk Trading");

    for (const feature of ["Multi-Role Platform", "Verified Sellers", "Integrated Logistics", "Premium Subscriptions"]) {
      await expect(page.getByRole("heading", { name: feature, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/logistics partner Delhivery/)).toBeVisible();

    const steps = page.getByRole("region", { name: "How It Works" }).getByRole("listitem");
    await expect(steps).toHaveCount(3);
    await expect(steps.nth(0)).toContainText("Register and verify");
    await expect(steps.nth(1)).toContainText("Discover products from verified sellers");
    await expect(steps.nth(2)).toContainText("Trade securely");

    const testimonials = page.getByRole("region", { name: "What Our Customers Say" });
    for (const name of ["Rajesh Kumar", "Priya Sharma", "Anil Mehta", "Fatima Sheikh"]) {
      await expect(testimonials.getByRole("listitem").filter({ hasText: name })).toHaveCount(1);
    }
  });

  test("links lead to register, marketplace and login", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Start Trading Now" })).toHaveAttribute("href", "/register");
    await expect(main.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/register");
    await expect(main.getByRole("link", { name: "Explore Marketplace" })).toHaveAttribute("href", "/products");
    await expect(main.getByRole("link", { name: "Already a Member?" })).toHaveAttribute("href", "/login");

    await main.getByRole("link", { name: "Explore Marketplace" }).click();
    await expect(page).toHaveURL(/\/products$/);
    await page.goBack();
    await main.getByRole("link", { name: "Already a Member?" }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("statistics count up over about 2 seconds once scrolled into view", async ({ page }) => {
    await page.goto("/");
    const sellers = page.getByTestId("stat-sellers");
    await expect(sellers).toHaveText("0+");

    await page.getByRole("heading", { name: "Trusted by Businesses Across India" }).scrollIntoViewIfNeeded();
    const startedAt = Date.now();
    await expect(sellers).toHaveText("10,000+", { timeout: 6_000 });
    const elapsed = Date.now() - startedAt;
    expect(elapsed).toBeGreaterThan(1_500);
    await expect(page.getByTestId("stat-products")).toHaveText("50,000+");
    await expect(page.getByTestId("stat-volume")).toHaveText("₹100 Crore+");
    // Screen readers are given the final figures, never the moving ones.
    await expect(page.getByRole("region", { name: "Trusted by Businesses Across India" })).toContainText("Verified Sellers");
  });

  test("testimonials loop endlessly over 40 s, linearly", async ({ page }) => {
    await page.goto("/");
    const track = page.getByTestId("testimonial-track");
    await expect(track).toHaveCSS("animation-duration", "40s");
    await expect(track).toHaveCSS("animation-timing-function", "linear");
    await expect(track).toHaveCSS("animation-iteration-count", "infinite");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("testimonials stand still and statistics show their figures at once", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByTestId("testimonial-track")).toHaveCSS("animation-name", "none");
      await page.getByRole("heading", { name: "Trusted by Businesses Across India" }).scrollIntoViewIfNeeded();
      await expect(page.getByTestId("stat-sellers")).toHaveText("10,000+", { timeout: 1_000 });
    });
  });
});

test.describe("navigation and footer", () => {
  test("a visitor sees Home, Marketplace, About Us, Contact Us, Login and Register", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "Marketplace", "About Us", "Contact Us"]);
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    await expect(header.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    await expect(header.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
    await expect(header.getByRole("link", { name: "Cart" })).toHaveCount(0);

    await nav.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
    await expect(page).toHaveTitle(/^About Us \| /);

    await nav.getByRole("link", { name: "Contact Us" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await nav.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the footer has quick links, legal pages, contact details and a copyright line", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [["Home", "/"], ["Marketplace", "/products"], ["About Us", "/about"], ["Contact Us", "/contact"]] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("link", { name: "support@bulkbazaar.in" })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);

    // Each legal page is opened from here in legal-pages.spec.ts.
    for (const [name, href] of [["Terms of Use", "/terms"], ["Privacy Policy", "/privacy"], ["Refund and Cancellation Policy", "/refund-policy"], ["Shipping and Delivery Policy", "/shipping-policy"]] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });

  test("an unknown route answers 404 and shows the site's menu and footer with a way home", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await page.getByRole("link", { name: "Go to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Premier B2B Marketplace for Bulk Trading");
  });
});

test.describe("contact page", () => {
  test("requires every field, then thanks the visitor and clears the form", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const message of [
      "Please enter your name.",
      "Please enter your email address.",
      "Please enter a subject.",
      "Please enter your message.",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    const name = page.getByRole("textbox", { name: "Name" });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Please enter your name.");

    await name.fill("Meera Iyer");
    await page.getByRole("textbox", { name: "Email" }).fill("meera@example");
    await page.getByRole("textbox", { name: "Subject" }).fill("Bulk order of cotton sarees");
    await page.getByRole("textbox", { name: "Message" }).fill("Do your sellers ship 500 pieces to Chennai?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter a valid email address.")).toBeVisible();

    let apiCalls = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) apiCalls += 1;
    });
    await page.getByRole("textbox", { name: "Email" }).fill("meera@example.com");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").getByText("Thank you for contacting us!")).toBeVisible();
    for (const field of ["Name", "Email", "Subject", "Message"]) {
      await expect(page.getByRole("textbox", { name: field })).toHaveValue("");
    }
    expect(apiCalls).toBe(0);
  });
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test("the menu button opens the links and the page does not scroll sideways", async ({ page }) => {
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await expect(menuButton).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();

    await menuButton.focus();
    await page.keyboard.press("Enter");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "Marketplace", "About Us", "Contact Us"]);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();

    await nav.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(nav).toBeHidden();

    for (const path of ["/", "/about", "/contact"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} overflows horizontally`).toBeLessThanOrEqual(0);
    }
  });
});
