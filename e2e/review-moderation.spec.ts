import { expect, PHONE_VIEWPORT, test, type Page } from "./fixtures";
import { createVerifiedAccount, loginAs } from "./fixtures/accounts";
import { expectNoAxeViolations } from "./fixtures/axe";
import { adminSession, placePaidOrder } from "./fixtures/orders";
import { expectPhoneFriendly } from "./fixtures/phone-layout";
import { signInFreshSeller } from "./fixtures/seller-catalogue";
import { expectToast } from "./fixtures/toasts";

const origin = () => new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:3100").origin;

type Browser = Parameters<Parameters<typeof test>[2]>[0]["browser"];

/**
 * A product of this test's own seller with `count` reviews, each by a fresh buyer on a real delivered order (bought on
 * the payment simulator, moved along by the seller, marked Delivered by the admin), written through the buyer API.
 */
async function reviewedProduct(page: Page, browser: Browser, reviews: { stars: number; title: string; text: string }[]) {
  const productName = `Steel Tiffin ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  await signInFreshSeller(page);
  const listed = await page.request.post("/api/seller/products", {
    data: { name: productName, description: "Three-tier lunch boxes", category: "Kitchenware", stock: 500, minOrderQuantity: 1, price: 45_000, tieredPricing: [], isActive: true, hsnCode: "7323", gstRate: 18 },
    headers: { origin: origin() },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const productId = ((await listed.json()) as { id: string }).id;

  const admin = await adminSession(browser);
  const reviewIds: string[] = [];
  for (const review of reviews) {
    const buyer = await browser.newContext({ baseURL: origin() });
    const account = await createVerifiedAccount(buyer.request, "buyer");
    expect((await buyer.request.post("/api/auth/sign-in/email", { data: account, headers: { origin: origin() } })).ok()).toBe(true);
    const order = await placePaidOrder(buyer.request, productName);
    const moved = await page.request.patch(`/api/seller/orders/${order.id}/status`, { data: { status: "Processing" }, headers: { origin: origin() } });
    expect(moved.ok(), await moved.text()).toBe(true);
    await admin.setStatus(order.id, "Delivered");
    const detail = (await (await buyer.request.get(`/api/buyer/orders/${order.id}`)).json()) as { items: { id: string }[] };
    const written = await buyer.request.post("/api/buyer/reviews", { data: { orderItemId: detail.items[0]!.id, ...review }, headers: { origin: origin() } });
    expect(written.status(), await written.text()).toBe(201);
    reviewIds.push(((await written.json()) as { id: string }).id);
    await buyer.close();
  }
  await admin.close();
  return { productId, productName, reviewIds };
}

async function publicReviewCount(page: Page, productId: string) {
  const answer = await page.request.get(`/api/public/products/${productId}/reviews`);
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { summary: { count: number } }).summary.count;
}

test("the seller replies to a review, a user reports it, and an admin hides it: the product page follows each step", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const abusive = { stars: 1, title: "Worst seller", text: `Rude people, call 98765 43210 instead (${Date.now()})` };
  const fair = { stars: 4, title: "Sturdy tiffins", text: "Good steel, lids fit well." };
  const { productId, productName, reviewIds } = await reviewedProduct(page, browser, [fair, abusive]);
  const reply = "We are sorry to read this. Please write to us through the enquiry so we can help.";

  await test.step("the seller answers the review from its dashboard", async () => {
    await page.goto("/seller-dashboard");
    await page.getByRole("link", { name: "Reviews" }).click();
    await expect(page.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
    await expect(page.getByText("2 reviews")).toBeVisible();
    await page.getByRole("tab", { name: "Awaiting reply" }).click();
    const card = page.getByRole("article").filter({ hasText: abusive.text });
    await card.getByRole("button", { name: /^Reply/ }).click();
    const dialog = page.getByRole("dialog", { name: "Reply to this review" });
    await dialog.getByRole("button", { name: "Save reply" }).click();
    await expect(dialog.getByText("Write your reply.")).toBeVisible();
    await dialog.getByLabel("Your public reply").fill(reply);
    await dialog.getByRole("button", { name: "Save reply" }).click();
    await expectToast(page, "Your reply is posted.");
    await page.getByRole("tab", { name: "All" }).click();
    const answered = page.getByRole("article").filter({ hasText: abusive.text });
    await expect(answered.getByText(reply)).toBeVisible();

    // Edited once: the reply says so.
    await answered.getByRole("button", { name: /^Edit reply/ }).click();
    const edit = page.getByRole("dialog", { name: "Edit your reply" });
    await edit.getByLabel("Your public reply").fill(`${reply} Our number: the enquiry button.`);
    await edit.getByRole("button", { name: "Save reply" }).click();
    await expectToast(page, "Your reply is updated.");
    await expect(answered.getByText(/Your reply · .* · edited/)).toBeVisible();
  });

  await test.step("the reply shows on the product page", async () => {
    await page.goto(`/product/${productId}`);
    await expect(page.getByRole("heading", { name: productName, level: 1 })).toBeVisible();
    await expect(page.getByText(`${reply} Our number: the enquiry button.`)).toBeVisible();
  });

  await test.step("a signed-in user reports the review", async () => {
    const reporter = await browser.newContext({ baseURL: origin() });
    const account = await createVerifiedAccount(reporter.request, "buyer");
    expect((await reporter.request.post("/api/auth/sign-in/email", { data: account, headers: { origin: origin() } })).ok()).toBe(true);
    const reported = await reporter.request.post(`/api/reviews/${reviewIds[1]}/reports`, { data: { reason: "personal_information", note: "Phone number in the text" }, headers: { origin: origin() } });
    expect(reported.status(), await reported.text()).toBe(201);
    await reporter.close();
  });

  expect(await publicReviewCount(page, productId)).toBe(2);

  await test.step("an admin hides it from the console with a reason", async () => {
    const adminContext = await browser.newContext({ baseURL: origin(), locale: "en-IN", timezoneId: "Asia/Kolkata" });
    const adminPage = await adminContext.newPage();
    await loginAs(adminPage, "admin");
    await adminPage.goto("/admin-dashboard");
    await adminPage.getByRole("link", { name: "Reviews" }).click();
    await expect(adminPage.getByRole("heading", { name: "Reviews", level: 1 })).toBeVisible();
    await expect(adminPage.getByRole("tab", { name: "Reported", selected: true })).toBeVisible();
    const card = adminPage.getByRole("article").filter({ hasText: abusive.text });
    await expect(card.getByText("1 open report")).toBeVisible();
    await expect(card.getByText("Shares personal information: Phone number in the text")).toBeVisible();
    await card.getByRole("button", { name: /^Hide/ }).click();
    const dialog = adminPage.getByRole("dialog", { name: "Hide this review" });
    await dialog.getByRole("button", { name: "Hide review" }).click();
    await expect(dialog.getByText("Give a reason; it is kept in the audit log.")).toBeVisible();
    await dialog.getByLabel("Reason (kept in the audit log)").fill("Shares a phone number and insults the seller");
    await dialog.getByRole("button", { name: "Hide review" }).click();
    await expectToast(adminPage, "The review is hidden.");
    await expect(adminPage.getByRole("article").filter({ hasText: abusive.text })).toHaveCount(0);

    await adminPage.getByRole("tab", { name: "Hidden" }).click();
    const hidden = adminPage.getByRole("article").filter({ hasText: abusive.text });
    await expect(hidden.getByText("Reason for hiding: Shares a phone number and insults the seller")).toBeVisible();
    await expect(hidden.getByRole("button", { name: /^Restore/ })).toBeVisible();
    await adminContext.close();
  });

  await test.step("the product page's count drops at once", async () => {
    expect(await publicReviewCount(page, productId)).toBe(1);
    await page.goto(`/product/${productId}`);
    await expect(page.getByText(fair.text)).toBeVisible();
    await expect(page.getByText(abusive.text)).toHaveCount(0);
  });
});

test("the seller's reviews and the admin's console work on a 360 px phone", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const review = { stars: 3, title: "Okay", text: `Lids are tight (${Date.now()})` };
  await reviewedProduct(page, browser, [review]);
  await page.setViewportSize(PHONE_VIEWPORT);

  await page.goto("/seller-dashboard/reviews");
  const card = page.getByRole("article").filter({ hasText: review.text });
  await expect(card).toBeVisible();
  await expectPhoneFriendly(page, "seller reviews");
  await expectNoAxeViolations(page, "seller reviews");
  await card.getByRole("button", { name: /^Reply/ }).click();
  const dialog = page.getByRole("dialog", { name: "Reply to this review" });
  await expectNoAxeViolations(page, "seller reply dialog");
  await dialog.getByLabel("Your public reply").fill("Thank you, we have loosened them in the next batch.");
  await dialog.getByRole("button", { name: "Save reply" }).click();
  await expectToast(page, "Your reply is posted.");
  await expect(card.getByText("Thank you, we have loosened them in the next batch.")).toBeVisible();

  const adminContext = await browser.newContext({ baseURL: origin(), viewport: PHONE_VIEWPORT, locale: "en-IN", timezoneId: "Asia/Kolkata" });
  const adminPage = await adminContext.newPage();
  await loginAs(adminPage, "admin");
  await adminPage.goto("/admin-dashboard/reviews");
  await adminPage.getByRole("tab", { name: "All" }).click();
  const adminCard = adminPage.getByRole("article").filter({ hasText: review.text });
  await expect(adminCard).toBeVisible();
  await expectPhoneFriendly(adminPage, "admin reviews");
  await expectNoAxeViolations(adminPage, "admin reviews");
  await adminCard.getByRole("button", { name: /^Hide/ }).focus();
  await adminPage.keyboard.press("Enter");
  const dialog2 = adminPage.getByRole("dialog", { name: "Hide this review" });
  await expect(dialog2.getByLabel("Reason (kept in the audit log)")).toBeFocused();
  await expectNoAxeViolations(adminPage, "admin hide dialog");
  await adminPage.keyboard.press("Escape");
  await expect(dialog2).toHaveCount(0);
  await adminContext.close();
});
