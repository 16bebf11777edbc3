import type { Page } from "@playwright/test";
import type { SellerTrust } from "@domain/schemas/seller-trust";
import { formatAverage } from "@domain/reviews";
import { expect, PHONE_VIEWPORT, test } from "./fixtures";
import { findProduct } from "./fixtures/orders";

/**
 * A buyer checks a seller before trading with it (issue 33): the demo seller Shakti Textiles has delivered orders,
 * reviews and answered enquiries from the seed, and the trust-signals job's figures. Its page shows them in a trust
 * panel, and its products' pages beside its name, the same figures the API answers, on a 360 px phone.
 */
const SELLER = "Shakti Textiles Pvt Ltd";
const SAREES = "Georgette Sarees with Blouse Piece";

/** The demo product and its seller's id (the catalogue's cards carry it; the fixture's type leaves it out). */
async function sareesAndSeller(page: Page): Promise<{ id: string; sellerId: string }> {
  const product = await findProduct(page.request, SAREES);
  return { id: product.id, sellerId: (product.seller as { id?: string }).id! };
}

const noSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

test("on a phone: the seller's page shows its rating and response rate, and its product page the trust line", async ({ page }) => {
  await page.setViewportSize(PHONE_VIEWPORT);
  const product = await sareesAndSeller(page);
  const profile = await page.request.get(`/api/public/sellers/${product.sellerId}`);
  expect(profile.ok()).toBe(true);
  const { trust } = (await profile.json()) as { trust: SellerTrust };
  // The seed's reviews and answered enquiries: there is something to show.
  expect(trust.rating.count).toBeGreaterThan(0);
  expect(trust.responseRatePercent).not.toBeNull();
  expect(trust.ordersDelivered).toBeGreaterThan(0);
  const average = formatAverage(trust.rating.averageTenths);

  await page.goto(`/seller/${product.sellerId}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SELLER);
  const panel = page.getByRole("region", { name: "Seller trust" });
  await expect(panel).toBeVisible();
  await expect(panel.getByTestId("seller-trust-rating")).toContainText(average);
  await expect(panel.getByTestId("seller-trust-rating")).toContainText(`(${trust.rating.count} reviews)`);
  await expect(panel.getByRole("img", { name: /stars? out of 5/ })).toBeVisible();
  await expect(panel.getByText(`Responds to ${trust.responseRatePercent}% of enquiries`, { exact: true })).toBeVisible();
  await expect(panel.getByText(/^Usually replies within \d+ (minutes?|hours?|days?)$/)).toBeVisible();
  await expect(panel.getByText(`${trust.ordersDelivered} orders delivered`, { exact: true })).toBeVisible();
  if (trust.onTimePercent !== null) await expect(panel.getByText(`${trust.onTimePercent}% delivered on time`, { exact: true })).toBeVisible();
  await expect(panel.getByText("Verified business", { exact: true })).toBeVisible();
  expect(await noSideways(page)).toBe(true);

  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(SAREES);
  const line = page.getByTestId("seller-trust-line");
  await expect(line).toContainText(`Seller rating ${average}/5 (${trust.rating.count} reviews)`);
  await expect(line).toContainText(`${trust.responseRatePercent}% response rate`);
  await expect(line).toContainText(`${trust.ordersDelivered} orders delivered`);
  expect(await noSideways(page)).toBe(true);
});

test("in Hindi: the seller's trust panel reads in Hindi", async ({ page }) => {
  const product = await sareesAndSeller(page);
  const { trust } = (await (await page.request.get(`/api/public/sellers/${product.sellerId}`)).json()) as { trust: SellerTrust };
  await page.goto(`/hi/seller/${product.sellerId}`);
  const panel = page.getByRole("region", { name: "विक्रेता पर भरोसा" });
  await expect(panel.getByText(`${trust.responseRatePercent}% पूछताछ का जवाब देते हैं`, { exact: true })).toBeVisible();
  await expect(panel.getByText(/^आमतौर पर \d+ (मिनट|घंटे|दिन) में जवाब देते हैं$/)).toBeVisible();
});
