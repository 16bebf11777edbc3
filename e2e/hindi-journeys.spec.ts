import type { APIRequestContext } from "@playwright/test";
import { expect, test, type Page } from "./fixtures";
import { createVerifiedAccount, loginAs, uniqueEmail } from "./fixtures/accounts";
import { cartLine, RICE } from "./fixtures/checkout-flow";
import { englishShownOn } from "./fixtures/english-texts";
import { ENGLISH_DATE, hi, hindiDate } from "./fixtures/hindi";
import { readMailbox, waitForEmail } from "./fixtures/mailbox";
import { findProduct, ORDER_ADDRESS } from "./fixtures/orders";
import { signInFreshSeller } from "./fixtures/seller-catalogue";
import { buyerSession } from "./fixtures/seller-orders";
import { expectToast } from "./fixtures/toasts";

/**
 * Whole journeys in Hindi: a visitor who switches to हिन्दी, searches, registers and buys; a seller who adds a product
 * and moves an order along; an admin who approves a seller. Every screen reached (and every dialog and toast opened)
 * shows no English of the interface: only product data, names and addresses, which the journey names as allowed.
 * Labels are read from locales/hi, so the journeys follow the translations.
 */

const PASSWORD = "Saffron#Trade58";
/** The company and contact person createVerifiedAccount gives every new account: data, not interface text. */
const NEW_COMPANY = "Test Traders";
const NEW_PERSON = "Test Person";
const NEW_ACCOUNT_NAMES = [NEW_COMPANY, NEW_PERSON];

const origin = () => new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:3100").origin;

/** Chooses Hindi as the language switch does: the `lang` cookie of the context and, when signed in, the account's. */
async function chooseHindi(request: APIRequestContext) {
  const res = await request.put("/api/account/language", { data: { language: "hi" }, headers: { origin: origin() } });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * The page is a Hindi page, and shows none of the interface's English besides `allowed` (product data, names) and no
 * date with an English month. Soft: the journey goes on, so one run lists every screen that still shows English.
 */
async function expectHindiScreen(page: Page, allowed: string[] = []) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const screen = new URL(page.url()).pathname;
  expect.soft(await englishShownOn(page, allowed), `English on ${screen}`).toEqual([]);
  expect.soft(await page.locator("body").innerText(), `a date in English on ${screen}`).not.toMatch(ENGLISH_DATE);
}

/** Money (the API's paise) as the Hindi pages show it: ₹ with Indian grouping and two decimals, "₹1,37,500.00". */
const rupees = (paise: number) => `₹${new Intl.NumberFormat("en-IN", { minimumFractionDigits: 2 }).format(paise / 100)}`;

test("a visitor switches to हिन्दी, finds rice with a Hindi word, registers, pays through the simulator and sees the order, all in Hindi", async ({ page }) => {
  test.setTimeout(60_000);
  const rice = await findProduct(page.request, RICE);
  const seller = rice.seller.companyName!;
  const email = uniqueEmail("hindi-buyer");
  const person = "Priya Nair";
  const company = "Nair Provisions";
  // 100 bags reach the 50-bag tier (₹1,320.00) and a total past a lakh, where Indian grouping shows: ₹1,32,000.00.
  const quantity = 100;
  const tierPrice = rupees(132_000);
  const total = rupees(132_000 * quantity);
  expect(total).toBe("₹1,32,000.00");

  await test.step("switch to हिन्दी in the header", async () => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("banner").getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(/\/hi$/);
    expect((await page.context().cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("hi");
    await expect(page.getByRole("banner").getByRole("link", { name: "हिन्दी" })).toHaveAttribute("aria-current", "true");
    await expectHindiScreen(page);
  });

  await test.step("search with a Hindi trade word and open the product", async () => {
    const search = page.getByRole("combobox", { name: hi("headerSearch.label") });
    await search.fill("चावल");
    await expect(page.getByRole("listbox", { name: hi("headerSearch.suggestions") }).getByRole("option", { name: new RegExp(RICE) })).toBeVisible();
    await expectHindiScreen(page, [RICE]);
    await search.press("Escape");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/hi\/products\?q=/);
    const results = page.getByRole("list", { name: hi("catalog:marketplace.resultsFor", { q: "चावल" }) });
    await expect(results.getByRole("listitem").filter({ hasText: RICE })).toHaveCount(1);
    await expect(results).toContainText(rupees(rice.price));
    await expectHindiScreen(page, [RICE, seller]);

    await results.getByRole("link", { name: RICE }).first().click();
    await expect(page).toHaveURL(new RegExp(`/hi/product/${rice.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: RICE })).toBeVisible();
    await expect(page.getByTestId("headline-price")).toContainText(rupees(rice.price));
    await expectHindiScreen(page, [RICE, seller]);
  });

  await test.step("a visitor fills the cart; checkout asks them to sign in; register a buyer account in Hindi", async () => {
    const quantityField = page.getByRole("spinbutton", { name: hi("catalog:product.quantity") });
    await quantityField.fill(String(quantity));
    await quantityField.press("Enter");
    await expect(page.getByTestId("headline-price")).toContainText(tierPrice);
    await expect(page.getByTestId("line-total")).toHaveText(total);
    await page.getByRole("button", { name: hi("catalog:product.addToCart") }).click();
    await expectToast(page, hi("catalog:product.addedTitle"), hi("catalog:product.addedText", { quantity, name: RICE }));
    await page.getByRole("banner").getByRole("link", { name: hi("nav.cartWithCount", { count: 1 }) }).click();
    await expect(page).toHaveURL(/\/hi\/cart$/);
    await page.getByRole("button", { name: hi("checkout:cart.proceed") }).click();
    await expectToast(page, hi("checkout:cart.signInTitle"), hi("checkout:cart.signInText"));
    await expect(page).toHaveURL(/\/hi\/login\?redirect=/);
    await expect(page.getByRole("heading", { level: 1, name: hi("auth:login.title") })).toBeVisible();
    await expectHindiScreen(page);

    await page.getByRole("main").getByRole("link", { name: hi("auth:login.registerLink") }).click();
    await expect(page).toHaveURL(/\/hi\/register/);
    await expect(page.getByRole("heading", { level: 1, name: hi("auth:register.title") })).toBeVisible();
    await expectHindiScreen(page);
    await page.getByLabel(hi("auth:fields.contactPerson")).fill(person);
    await page.getByLabel(hi("auth:fields.email")).fill(email);
    await page.getByLabel(hi("auth:fields.accountType")).selectOption({ label: hi("auth:accountTypes.buyer") });
    await page.getByLabel(hi("auth:fields.businessType")).selectOption({ label: hi("auth:businessTypes.retailer") });
    await page.getByLabel(hi("auth:fields.companyName")).fill(company);
    await page.getByLabel(hi("auth:fields.phone")).fill("98470 12345");
    await page.getByRole("textbox", { name: hi("auth:fields.password"), exact: true }).fill(PASSWORD);
    await page.getByLabel(hi("auth:fields.confirmPassword")).fill(PASSWORD);
    await page.getByRole("button", { name: hi("auth:register.submit") }).click();
    await expectToast(page, hi("auth:register.successTitle"), hi("auth:register.successDescription"));
    await expectHindiScreen(page, [email]);
  });

  await test.step("the verification email is in Hindi; confirm it from the dev mailbox", async () => {
    // Any subject: the language of the one email is what is checked (softly, so the rest of the journey still runs).
    const mail = await waitForEmail(page.request, email, "BulkBazaar");
    expect(await readMailbox(page.request, email)).toHaveLength(1);
    expect.soft(mail.subject, "the verification email's subject").toBe(hi("emails:verification.subject"));
    expect.soft(mail.text, "the verification email's text").toContain(hi("emails:verification.welcome"));
    expect.soft(mail.text, "the verification email's text").toContain(hi("emails:verification.validity"));

    await page.goto("/hi/dev/mailbox");
    await page.getByLabel(hi("auth:mailbox.filter")).fill(email);
    const message = page.getByRole("listitem").filter({ hasText: mail.subject });
    await expect(message).toContainText(hindiDate());
    await expectHindiScreen(page, [email, person]);

    await message.getByRole("link", { name: /\/confirm-email\?token=/ }).click();
    await expect(page).toHaveURL(/\/hi\/confirm-email\?token=/);
    await expect(page.getByRole("heading", { name: hi("auth:verify.successTitle") })).toBeVisible();
    await expectHindiScreen(page);
  });

  await test.step("sign in through the Hindi login form", async () => {
    await page.getByRole("link", { name: hi("auth:verify.continueToLogin") }).click();
    await expect(page).toHaveURL(/\/hi\/login$/);
    await page.getByLabel(hi("auth:fields.email")).fill(email);
    await page.getByLabel(hi("auth:fields.password")).fill(PASSWORD);
    await page.getByRole("button", { name: hi("auth:login.submit") }).click();
    await expectToast(page, hi("auth:login.successTitle"), hi("auth:login.successDescription"));
    await expect(page).toHaveURL(/\/hi\/buyer-dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: hi("buyer:dashboard.title") })).toBeVisible();
    await expectHindiScreen(page, [person, company, email]);
  });

  await test.step("the visitor's cart is now the account's: check out", async () => {
    await page.getByRole("banner").getByRole("link", { name: hi("nav.cartWithCount", { count: 1 }) }).click();
    await expect(page).toHaveURL(/\/hi\/cart$/);
    const line = cartLine(page, RICE);
    await expect(line).toContainText(hi("checkout:cart.unitPrice", { price: tierPrice }));
    await expect(line).toContainText(hi("checkout:cart.tierApplied", { quantity: 50 }));
    await expect(line).toContainText(total);
    await expectHindiScreen(page, [RICE, seller]);

    await page.getByRole("button", { name: hi("checkout:cart.proceed") }).click();
    await expect(page).toHaveURL(/\/hi\/checkout$/);
    await page.getByLabel(hi("checkout:form.firstName")).fill("Priya");
    await page.getByLabel(hi("checkout:form.lastName")).fill("Nair");
    await page.getByLabel(hi("checkout:form.phone")).fill("98470 12345");
    await page.getByRole("textbox", { name: hi("checkout:form.address"), exact: true }).fill(ORDER_ADDRESS.address);
    await page.getByRole("textbox", { name: hi("checkout:form.city"), exact: true }).fill(ORDER_ADDRESS.city);
    await page.getByRole("combobox", { name: hi("checkout:form.state"), exact: true }).selectOption(ORDER_ADDRESS.state);
    await page.getByLabel(hi("checkout:form.zip")).fill(ORDER_ADDRESS.zip);
    await expectHindiScreen(page, [RICE, seller, email, ORDER_ADDRESS.address, ORDER_ADDRESS.city]);
    await page.getByRole("button", { name: hi("checkout:form.pay", { amount: total }) }).click();
  });

  await test.step("pay on the simulator (the provider's own page, in English) and land on the Hindi success page", async () => {
    await expect(page).toHaveURL(/\/simulator\/checkout\//);
    await page.getByRole("button", { name: `Pay ${total}` }).click();
    await expect(page).toHaveURL(/\/hi\/payment-success\?order_id=/);
    await expectToast(page, hi("checkout:success.toast"));
    await expect(page.getByRole("heading", { name: hi("checkout:success.heading") })).toBeVisible();
    const order = page.getByRole("listitem").filter({ hasText: hi("checkout:success.from", { name: seller }) });
    await expect(order).toContainText(`${RICE} × ${quantity}`);
    await expect(order).toContainText(hi("buyer:status.Pending"));
    await expect(order).toContainText(total);
    await expectHindiScreen(page, [RICE, seller]);
    await order.getByRole("link", { name: new RegExp(`^${hi("checkout:success.orderNumber", { id: "" })}`) }).click();
  });

  await test.step("the order in the buyer dashboard, with its Hindi date and the side menu's language switch", async () => {
    await expect(page).toHaveURL(/\/hi\/buyer-dashboard\/orders\/[0-9a-f-]{36}$/);
    const status = page.getByRole("status", { name: hi("buyer:order.statusLabel") });
    await expect(status).toContainText(hi("buyer:status.Pending"));
    await expect(status).toContainText(new RegExp(hi("buyer:order.placedOn", { date: `${hindiDate()}, \\d{1,2}:\\d{2} [ap]m` })));
    await expect(page.getByRole("main")).toContainText(total);
    const sideMenu = page.getByRole("navigation", { name: hi("menu.buyer.label") });
    await expect(sideMenu.getByRole("link", { name: "English" })).toBeVisible();
    await expectHindiScreen(page, [RICE, seller, person, company, ORDER_ADDRESS.address, ORDER_ADDRESS.city]);
  });
});

test("a seller with Hindi chosen adds a product in the Hindi Add Product dialog and moves an order of it to Processing", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const name = `Brass Urli 36 inch ${Date.now()}`;
  await signInFreshSeller(page);
  await chooseHindi(page.request);

  await test.step("the dashboard follows the chosen language, with the switch in its side menu", async () => {
    await page.goto("/seller-dashboard");
    await expect(page).toHaveURL(/\/hi\/seller-dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: hi("seller-dashboard:welcome", { name: NEW_PERSON }) })).toBeVisible();
    const sideMenu = page.getByRole("navigation", { name: hi("menu.seller.label") });
    await expect(sideMenu.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("aria-current", "true");
    await expect(sideMenu.getByRole("link", { name: "English" })).toBeVisible();
    await expectHindiScreen(page, NEW_ACCOUNT_NAMES);
    await sideMenu.getByRole("link", { name: hi("menu.seller.products") }).click();
  });

  await test.step("add a product through the Hindi dialog", async () => {
    await expect(page).toHaveURL(/\/hi\/seller-dashboard\/products$/);
    await expect(page.getByRole("heading", { level: 1, name: hi("seller-products:title") })).toBeVisible();
    await expect(page.getByText(hi("seller-products:allowance", { used: 0, limit: 10 }))).toBeVisible();
    await expectHindiScreen(page);

    await page.getByRole("button", { name: hi("seller-products:addProduct") }).first().click();
    const dialog = page.getByRole("dialog", { name: hi("seller-products:form.addTitle") });
    await expect(dialog).toBeVisible();
    await expectHindiScreen(page);
    await dialog.getByLabel(hi("seller-products:form.name")).fill(name);
    await dialog.getByLabel(hi("seller-products:form.description")).fill("Hand-beaten brass, for temples and hotel lobbies.");
    await dialog.getByLabel(hi("seller-products:form.category")).selectOption({ label: hi("categories.sports-and-outdoors.name") });
    await dialog.getByLabel(hi("seller-products:form.stock")).fill("40");
    await dialog.getByLabel(hi("seller-products:form.minOrderQuantity")).fill("1");
    await dialog.getByLabel(hi("seller-products:form.hsnCode")).fill("9506");
    await dialog.getByLabel(hi("seller-products:form.gstRate")).selectOption("5");
    await dialog.getByLabel(hi("seller-products:form.price")).fill("125000");
    await dialog.getByLabel(hi("seller-products:form.tierQuantity", { row: 1 })).fill("5");
    await dialog.getByLabel(hi("seller-products:form.tierPrice", { row: 1 })).fill("118000");
    await dialog.getByRole("button", { name: hi("seller-products:form.save") }).click();
    await expectToast(page, hi("seller-products:toasts.added"), hi("seller-products:toasts.addedText", { name }));
    await expect(dialog).toBeHidden();
    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("₹1,25,000.00");
    await expect(row).toContainText(hi("seller-products:table.active"));
    await expect(page.getByText(hi("seller-products:allowance", { used: 1, limit: 10 }))).toBeVisible();
    await expectHindiScreen(page, [name]);
  });

  const buyer = await buyerSession(browser);
  const order = await buyer.order(name, "cod");
  await buyer.close();

  await test.step("open the order on the Hindi orders page and set it to Processing", async () => {
    await page.getByRole("navigation", { name: hi("menu.seller.label") }).getByRole("link", { name: hi("menu.seller.orders") }).click();
    await expect(page).toHaveURL(/\/hi\/seller-dashboard\/orders$/);
    await expect(page.getByRole("heading", { level: 1, name: hi("seller-orders:title") })).toBeVisible();
    const card = page.getByRole("list", { name: hi("seller-orders:table.label") }).getByRole("listitem").filter({ hasText: order.orderNumber });
    const toggle = card.getByRole("button", { name: new RegExp(order.orderNumber) });
    await expect(toggle).toContainText(hi("buyer:status.Pending"));
    await expect(toggle).toContainText(hindiDate());
    await expect(toggle).toContainText("₹1,25,000.00");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(card).toContainText(name);
    await expect(card).toContainText(hi("seller-orders:payment.advancePaid"));
    await expect(card).toContainText("₹12,500.00");
    await expect(card).toContainText("₹1,12,500.00");
    await expectHindiScreen(page, [name, ...NEW_ACCOUNT_NAMES, ORDER_ADDRESS.address, ORDER_ADDRESS.city]);

    const status = card.getByLabel(hi("seller-orders:statusSelect.label", { id: order.orderNumber }));
    await expect(status.locator("option:not([disabled])")).toHaveText(["Processing", "Packaging", "Ready for Pickup"].map((s) => hi(`buyer:status.${s}`)));
    await status.selectOption({ label: hi("buyer:status.Processing") });
    await expectToast(page, hi("seller-orders:toasts.statusUpdated", { status: hi("buyer:status.Processing") }));
    await expect(toggle).toContainText(hi("buyer:status.Processing"));
    await expectHindiScreen(page, [name, ...NEW_ACCOUNT_NAMES, ORDER_ADDRESS.address, ORDER_ADDRESS.city]);
  });
});

test("an admin with Hindi chosen approves a new seller in the Hindi admin console, and the seller hears it in Hindi", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const sellerContext = await browser.newContext({ baseURL: origin() });
  const seller = await createVerifiedAccount(sellerContext.request, "seller");
  const signIn = await sellerContext.request.post("/api/auth/sign-in/email", { data: seller, headers: { origin: origin() } });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await chooseHindi(sellerContext.request);
  // The demo admin is shared with other journeys: Hindi is this browser's choice (chosen before signing in), not the
  // account's, so the admin's next sign-in elsewhere stays in English.
  await chooseHindi(page.request);
  await loginAs(page, "admin");

  await test.step("the admin console follows the chosen language, with the switch in its side menu", async () => {
    await page.goto("/admin-dashboard");
    await expect(page).toHaveURL(/\/hi\/admin-dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: hi("pages.adminHome") })).toBeVisible();
    await expect(page.getByRole("figure", { name: hi("admin:overview.revenueChartLabel") })).toBeVisible();
    await expect(page.getByText(new RegExp(`^₹[\\d,]+\\.\\d{2} ${hi("lakhSuffix")}$`))).toBeVisible();
    const sideMenu = page.getByRole("navigation", { name: hi("menu.admin.label") });
    await expect(sideMenu.getByRole("link", { name: "English" })).toBeVisible();
  });

  await test.step("approve the new seller after confirming", async () => {
    const pending = page.getByRole("listitem").filter({ hasText: seller.email });
    await expect(pending).toContainText(`${hi("admin:verifications.registered")} ${hindiDate()}`);
    // The waiting sellers' companies, people and addresses are data, in whatever language they were typed.
    const waiting = await page.request.get("/api/admin/verifications");
    expect(waiting.ok(), await waiting.text()).toBe(true);
    const { sellers } = (await waiting.json()) as { sellers: { companyName: string | null; contactPerson: string | null; email: string }[] };
    const names = sellers.flatMap((s) => [s.companyName ?? "", s.contactPerson ?? "", s.email]).filter(Boolean);
    await expectHindiScreen(page, names);

    await pending.getByRole("button", { name: hi("admin:verifications.approveLabel", { name: NEW_COMPANY }) }).click();
    const confirm = page.getByRole("alertdialog", { name: hi("admin:verifications.approveTitle") });
    await expect(confirm).toBeVisible();
    await expectHindiScreen(page, names);
    await confirm.getByRole("button", { name: hi("admin:verifications.approve") }).click();
    await expectToast(page, hi("admin:verifications.approved"));
    await expect(pending).toHaveCount(0);
    await expectHindiScreen(page, names);
  });

  await test.step("the seller, who chose Hindi, is told in Hindi and is a सत्यापित विक्रेता", async () => {
    const mail = await waitForEmail(sellerContext.request, seller.email, hi("emails:sellerVerified.subject"));
    expect(mail.text).toContain(hi("emails:sellerVerified.goodNews", { company: NEW_COMPANY }));
    const sellerPage = await sellerContext.newPage();
    await sellerPage.goto("/seller-dashboard");
    await expect(sellerPage).toHaveURL(/\/hi\/seller-dashboard$/);
    await expect(sellerPage.getByText(hi("seller-dashboard:verified"), { exact: true })).toBeVisible();
    await expectHindiScreen(sellerPage, NEW_ACCOUNT_NAMES);
    await sellerContext.close();
  });
});
