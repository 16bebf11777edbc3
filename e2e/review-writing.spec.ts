import { expect, PHONE_VIEWPORT, test } from "./fixtures";
import { createVerifiedAccount } from "./fixtures/accounts";
import { adminSession, placePaidOrder } from "./fixtures/orders";
import { expectPhoneFriendly } from "./fixtures/phone-layout";
import { samplePhoto, signInFreshSeller } from "./fixtures/seller-catalogue";
import { expectToast } from "./fixtures/toasts";

const origin = () => new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:3100").origin;

/**
 * Issue 33, the writer's side: a buyer whose order was delivered reviews the item from the order page with a photo,
 * finds it in My reviews, and edits it there on a 360 px phone ("edited"); the product page shows it to everyone as a
 * verified purchase, and the order page follows.
 */
test("a buyer reviews a delivered item with a photo, then edits it from My reviews on a phone", async ({ page, browser }) => {
  test.setTimeout(180_000);
  const productName = `Kashmir Willow Cricket Bat ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

  // This test's own seller lists the product; the buyer buys it; the seller and the admin move it to Delivered.
  await signInFreshSeller(page);
  const listed = await page.request.post("/api/seller/products", {
    data: { name: productName, description: "Grade 2 willow, oiled and knocked in, boxes of 12", category: "Sports & Outdoors", stock: 500, minOrderQuantity: 1, price: 60_000, tieredPricing: [], isActive: true, hsnCode: "9506", gstRate: 5 },
    headers: { origin: origin() },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const { id: productId } = (await listed.json()) as { id: string };
  const buyerContext = await browser.newContext({ baseURL: origin(), locale: "en-IN", timezoneId: "Asia/Kolkata" });
  const account = await createVerifiedAccount(buyerContext.request, "buyer");
  expect((await buyerContext.request.post("/api/auth/sign-in/email", { data: account, headers: { origin: origin() } })).ok()).toBe(true);
  const order = await placePaidOrder(buyerContext.request, productName);
  const moved = await page.request.patch(`/api/seller/orders/${order.id}/status`, { data: { status: "Processing" }, headers: { origin: origin() } });
  expect(moved.ok(), await moved.text()).toBe(true);
  const admin = await adminSession(browser);
  await admin.setStatus(order.id, "Delivered");
  await admin.close();

  const buyer = await buyerContext.newPage();
  await test.step("the order page offers a review, written with 4 stars and a photo", async () => {
    await buyer.goto(`/buyer-dashboard/orders/${order.id}`);
    await buyer.getByRole("button", { name: "Write a review" }).click();
    const dialog = buyer.getByRole("dialog", { name: "Write a review" });
    await expect(dialog).toContainText(productName);

    // Submitting without stars is refused in the form: the stars are required.
    await dialog.getByRole("button", { name: "Submit review" }).click();
    await expect(dialog.getByText("Choose from 1 to 5 stars.")).toBeVisible();

    // The stars are a radio group: arrow keys move the choice from 1 star to 4.
    await dialog.getByRole("radio", { name: "1 star", exact: true }).check();
    await buyer.keyboard.press("ArrowRight");
    await buyer.keyboard.press("ArrowRight");
    await buyer.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await dialog.getByLabel("Title").fill("Bright and well packed");
    await dialog.getByLabel("Your review", { exact: true }).fill("All 12 bats arrived oiled and none cracked.");
    await expect(dialog.getByText("43 of 2000 characters")).toBeVisible();
    await dialog.getByLabel("Photos (up to 3)").setInputFiles(await samplePhoto());
    await expect(dialog.getByRole("img", { name: "Photo 1 of your review" })).toBeVisible();
    await dialog.getByRole("button", { name: "Submit review" }).click();
    await expectToast(buyer, "Thank you for your review");
    await expect(dialog).toBeHidden();

    const reviewed = buyer.getByTestId("item-review");
    await expect(reviewed.getByRole("img", { name: "4 stars out of 5" })).toBeVisible();
    await expect(reviewed.getByRole("button", { name: "Edit review" })).toBeVisible();
    await expect(buyer.getByRole("button", { name: "Write a review" })).toHaveCount(0);
  });

  await test.step("My reviews, on a 360 px phone, shows the review with its photo, and it is edited there", async () => {
    await buyer.setViewportSize(PHONE_VIEWPORT);
    await buyer.goto("/buyer-dashboard/reviews");
    const card = buyer.getByRole("listitem").filter({ hasText: productName });
    await expect(card).toContainText("Bright and well packed");
    await expect(card).toContainText(`Order ${order.orderNumber}`);
    await expect(card.getByRole("img", { name: "4 stars out of 5" })).toBeVisible();
    const photo = card.getByRole("img", { name: /^Photo 1 of the review/ });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(card).not.toContainText("edited");
    await expectPhoneFriendly(buyer, "My reviews");

    await card.getByRole("button", { name: "Edit review" }).click();
    const dialog = buyer.getByRole("dialog", { name: "Edit your review" });
    await expect(dialog.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await expect(dialog.getByLabel("Title")).toHaveValue("Bright and well packed");
    await expectPhoneFriendly(buyer, "the review dialog");
    await dialog.getByRole("radio", { name: "5 stars" }).check();
    await dialog.getByLabel("Title").fill("Bright, well packed, reordering");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expectToast(buyer, "Your review was changed");

    await expect(card).toContainText("Bright, well packed, reordering");
    await expect(card).toContainText("edited");
    await expect(card.getByRole("img", { name: "5 stars out of 5" })).toBeVisible();
  });

  await test.step("the product page shows it to everyone as a verified purchase, with its photo", async () => {
    const visitor = await browser.newPage({ baseURL: origin(), locale: "en-IN", timezoneId: "Asia/Kolkata", viewport: PHONE_VIEWPORT });
    await visitor.goto(`/product/${productId}`);
    const review = visitor.locator("section#reviews").getByRole("article").filter({ hasText: "Bright, well packed, reordering" });
    await expect(review.getByText("Verified purchase")).toBeVisible();
    await expect(review.getByRole("img", { name: "5 stars out of 5" })).toBeVisible();
    await expect(review).toContainText("edited");
    await expect(review.getByRole("button", { name: "Open photo 1 of 1" })).toBeVisible();
    await visitor.close();
  });

  await test.step("the order page shows the new stars", async () => {
    await buyer.goto(`/buyer-dashboard/orders/${order.id}`);
    await expect(buyer.getByTestId("item-review").getByRole("img", { name: "5 stars out of 5" })).toBeVisible();
    await expectPhoneFriendly(buyer, "the order page");
  });
  await buyerContext.close();
});
