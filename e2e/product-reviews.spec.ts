import { expect, PHONE_VIEWPORT, test, type Page } from "./fixtures";
import { createVerifiedAccount, loginAs } from "./fixtures/accounts";
import { adminSession, placePaidOrder } from "./fixtures/orders";
import { expectPhoneFriendly } from "./fixtures/phone-layout";
import { createProductByApi, samplePhoto, signInFreshSeller } from "./fixtures/seller-catalogue";
import { expectToast } from "./fixtures/toasts";

/**
 * Issue 33, the reader's side: a product's reviews as everyone sees them on its page (rating, distribution,
 * "Verified purchase", photos, Load more), and what a signed-in user does with them (helpful votes, reports).
 */

const origin = () => new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:3100").origin;
type Browser = Parameters<Parameters<typeof test>[2]>[0]["browser"];

/** 5★ ×6, 4★ ×3, 3★, 1★: 46 / 11 = 4.18, shown 4.2. The oldest first; the page lists the newest first. */
const STARS = [5, 4, 5, 1, 5, 4, 3, 5, 4, 5, 5];

/**
 * A product of this test's own seller with eleven reviews (one page and a bit), all by one buyer on eleven real
 * delivered orders (paid on the simulator, moved by the seller, delivered by the admin), written through the buyer
 * API; the newest has two lines of text and a photo.
 */
async function reviewedProduct(browser: Browser) {
  const seller = await browser.newContext({ baseURL: origin() });
  const sellerPage = await seller.newPage();
  await signInFreshSeller(sellerPage);
  const productName = `Copper Bottle ${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const { id: productId } = await createProductByApi(seller.request, productName);

  const buyer = await browser.newContext({ baseURL: origin() });
  const account = await createVerifiedAccount(buyer.request, "buyer");
  expect((await buyer.request.post("/api/auth/sign-in/email", { data: account, headers: { origin: origin() } })).ok()).toBe(true);
  const admin = await adminSession(browser);
  const reviewIds: string[] = [];
  for (const [index, stars] of STARS.entries()) {
    const order = await placePaidOrder(buyer.request, productName);
    const moved = await seller.request.patch(`/api/seller/orders/${order.id}/status`, { data: { status: "Processing" }, headers: { origin: origin() } });
    expect(moved.ok(), await moved.text()).toBe(true);
    await admin.setStatus(order.id, "Delivered");
    const detail = (await (await buyer.request.get(`/api/buyer/orders/${order.id}`)).json()) as { items: { id: string }[] };
    const newest = index === STARS.length - 1;
    const written = await buyer.request.post("/api/buyer/reviews", {
      data: { orderItemId: detail.items[0]!.id, stars, title: `Bottle review ${index + 1}`, text: newest ? "Keeps water cool.\nNo leaks after a month." : `Review text ${index + 1}` },
      headers: { origin: origin() },
    });
    expect(written.status(), await written.text()).toBe(201);
    reviewIds.push(((await written.json()) as { id: string }).id);
  }
  const photo = await buyer.request.post(`/api/buyer/reviews/${reviewIds.at(-1)}/photos`, { multipart: { file: await samplePhoto() }, headers: { origin: origin() } });
  expect(photo.status(), await photo.text()).toBe(201);
  await Promise.all([admin.close(), buyer.close(), seller.close()]);
  return { productId, productName };
}

const reviewsSection = (page: Page) => page.locator("section#reviews");
const reviewCards = (page: Page) => reviewsSection(page).getByRole("article");

test("a visitor reads a product's reviews and a signed-in buyer votes one helpful and reports one, on a phone too", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const { productId } = await reviewedProduct(browser);

  await test.step("a visitor sees the average, the count and the distribution", async () => {
    await page.goto(`/product/${productId}`);
    const rating = page.getByRole("link", { name: "Rated 4.2 out of 5 from 11 reviews. Go to the reviews" });
    await expect(rating).toBeVisible();
    await expect(rating).toContainText("(11 reviews)");
    const section = reviewsSection(page);
    await expect(section.getByRole("heading", { name: "Reviews", level: 2 })).toBeVisible();
    const distribution = section.getByRole("list", { name: "Reviews by stars" });
    await expect(distribution.getByText("5 stars: 6 reviews, 55%")).toBeAttached();
    await expect(distribution.getByText("4 stars: 3 reviews, 27%")).toBeAttached();
    await expect(distribution.getByText("2 stars: 0 reviews, 0%")).toBeAttached();
    await expect(distribution.getByText("1 star: 1 review, 9%")).toBeAttached();
    await rating.click();
    await expect(page).toHaveURL(/#reviews$/);
  });

  await test.step("ten reviews newest first, each a verified purchase, then Load more shows the eleventh", async () => {
    await expect(reviewCards(page)).toHaveCount(10);
    const newest = reviewCards(page).first();
    await expect(newest.getByRole("heading", { name: "Bottle review 11" })).toBeVisible();
    await expect(newest.getByText("Verified purchase")).toBeVisible();
    await expect(newest.getByText(/^Test Trade…/)).toBeVisible();
    // Line breaks are kept, the text is plain.
    await expect(newest.getByText("Keeps water cool.")).toHaveCSS("white-space", "pre-line");
    await expect(reviewsSection(page).getByText("Verified purchase")).toHaveCount(10);
    await reviewsSection(page).getByRole("button", { name: "Load more reviews" }).click();
    await expect(reviewCards(page)).toHaveCount(11);
    await expect(reviewCards(page).last().getByRole("heading", { name: "Bottle review 1" })).toBeVisible();
    await expect(reviewsSection(page).getByRole("button", { name: "Load more reviews" })).toHaveCount(0);
  });

  await test.step("a photo opens larger in a dialog, and Escape gives the focus back", async () => {
    const thumbnail = reviewCards(page).first().getByRole("button", { name: "Open photo 1 of 1" });
    await thumbnail.click();
    const dialog = page.getByRole("dialog", { name: "Photo 1 of 1" });
    const large = dialog.getByRole("img", { name: /^Photo 1 from Test Trade…/ });
    await expect(large).toBeVisible();
    await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(thumbnail).toBeFocused();
  });

  await test.step("a visitor's helpful vote asks to sign in", async () => {
    await reviewCards(page).first().getByRole("button", { name: "Was this helpful? (0)" }).click();
    await expect(reviewCards(page).first().getByText("Sign in to vote on reviews.")).toBeVisible();
  });

  await test.step("a signed-in buyer marks one review helpful; the vote stays after a reload", async () => {
    await loginAs(page, "buyer");
    await page.goto(`/product/${productId}`);
    const third = reviewCards(page).nth(2);
    await expect(third.getByRole("heading", { name: "Bottle review 9" })).toBeVisible();
    const helpful = third.getByRole("button", { name: "Was this helpful? (0)" });
    await expect(helpful).toHaveAttribute("aria-pressed", "false");
    await helpful.click();
    await expect(third.getByRole("button", { name: "Was this helpful? (1)" })).toHaveAttribute("aria-pressed", "true");
    await page.reload();
    await expect(reviewCards(page).nth(2).getByRole("button", { name: "Was this helpful? (1)" })).toHaveAttribute("aria-pressed", "true");

    // Most helpful first: the voted review leads.
    await reviewsSection(page).getByLabel("Sort by").selectOption({ label: "Most helpful" });
    await expect(reviewCards(page).first().getByRole("heading", { name: "Bottle review 9" })).toBeVisible();
  });

  await test.step("the buyer reports a review with a reason and a note; a second report is refused", async () => {
    const card = reviewCards(page).filter({ has: page.getByRole("heading", { name: "Bottle review 8" }) });
    await card.getByRole("button", { name: /^Report the review by Test Trade…/ }).click();
    const dialog = page.getByRole("dialog", { name: "Report this review" });
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByText("Choose why you are reporting this review.")).toBeVisible();
    await dialog.getByLabel("Something else").check();
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expect(dialog.getByText("Tell us what is wrong with this review.")).toBeVisible();
    await dialog.getByLabel("Note").fill("This review is about a different bottle.");
    await dialog.getByRole("button", { name: "Send report" }).click();
    await expectToast(page, "Thank you. Our team will look at this review.");
    await expect(dialog).toHaveCount(0);

    await card.getByRole("button", { name: /^Report the review by Test Trade…/ }).click();
    await page.getByRole("dialog", { name: "Report this review" }).getByLabel("Spam or advertising").check();
    await page.getByRole("dialog", { name: "Report this review" }).getByRole("button", { name: "Send report" }).click();
    await expectToast(page, "You have already reported this review. Our team will look at it.");
  });

  await test.step("on a 360 px phone the reviews fit, their controls are large enough, and the photo still opens", async () => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(`/product/${productId}`);
    await expect(reviewCards(page)).toHaveCount(10);
    await reviewsSection(page).scrollIntoViewIfNeeded();
    await expectPhoneFriendly(page, "product page with reviews");
    await reviewCards(page).first().getByRole("button", { name: "Open photo 1 of 1" }).click();
    await expect(page.getByRole("dialog", { name: "Photo 1 of 1" }).getByRole("img")).toBeVisible();
    await page.keyboard.press("Escape");
  });
});

test("a product without reviews says so, in its header and its Reviews section", async ({ page }) => {
  await signInFreshSeller(page);
  const { id } = await createProductByApi(page.request, `Clay Pot ${Date.now()}`);
  await page.goto(`/product/${id}`);
  await expect(page.getByText("No reviews yet")).toHaveCount(2);
  await expect(reviewsSection(page).getByRole("combobox", { name: "Sort by" })).toHaveCount(0);
});
