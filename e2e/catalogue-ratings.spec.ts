import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, PHONE_VIEWPORT, test } from "./fixtures";
import { expectPhoneFriendly } from "./fixtures/phone-layout";

/**
 * Stars on the catalogue's cards, "Top rated" and "4★ & up" (issue 33), on the demo catalogue's reviews. Other
 * journeys may write or hide reviews meanwhile, so what a page must show is read from the API at the time.
 */

type Card = { id: string; name: string; rating: { averageTenths: number; count: number } };

async function apiPage(request: APIRequestContext, query: Record<string, string>): Promise<{ items: Card[]; nextCursor: string | null }> {
  const res = await request.get("/api/public/products", { params: query });
  expect(res.ok()).toBe(true);
  return res.json();
}

/** What a card reads out for its rating, e.g. "Rated 4.3 out of 5 from 12 reviews". */
const spoken = ({ averageTenths, count }: Card["rating"]) =>
  `Rated ${Math.floor(averageTenths / 10)}.${averageTenths % 10} out of 5 from ${count} ${count === 1 ? "review" : "reviews"}`;

const RATED = /^Rated (\d)\.(\d) out of 5 from \d+ reviews?$/;

const cardsOf = (page: Page) => page.getByRole("list", { name: "All products" }).getByRole("listitem");

/** Each card's shown average in tenths (null without reviews), in the page's order. */
async function shownAverages(cards: Locator): Promise<(number | null)[]> {
  const averages: (number | null)[] = [];
  for (const card of await cards.all()) {
    const text = await card.getByText(RATED).textContent().catch(() => null);
    const match = text === null ? null : RATED.exec(text);
    averages.push(match ? Number(match[1]) * 10 + Number(match[2]) : null);
  }
  return averages;
}

test.describe("ratings on the marketplace", () => {
  test("cards show stars and counts; Top rated puts the best first; 4★ & up keeps only those, page after page", async ({ page }) => {
    await page.goto("/products");
    const cards = cardsOf(page);
    await expect(cards).toHaveCount(24);

    // A rated card says its average and count, and shows them compactly; an unrated one shows no stars.
    const newest = (await apiPage(page.request, { sort: "newest" })).items;
    const rated = newest.find((card) => card.rating.count > 0)!;
    const ratedCard = cards.filter({ has: page.getByRole("link", { name: rated.name, exact: true }) }).first();
    await expect(ratedCard.getByText(spoken(rated.rating), { exact: true })).toBeAttached();
    await expect(ratedCard.getByTestId("card-rating")).toContainText(`(${rated.rating.count})`);
    const unrated = newest.find((card) => card.rating.count === 0);
    if (unrated) {
      const unratedCard = cards.filter({ has: page.getByRole("link", { name: unrated.name, exact: true }) }).first();
      await expect(unratedCard.getByTestId("card-rating")).toHaveCount(0);
    }

    // Top rated: the best-rated product first, averages never rising down the page.
    await page.getByLabel("Sort by").selectOption({ label: "Top rated" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/[?&]sort=rating/);
    const top = (await apiPage(page.request, { sort: "rating" })).items;
    await expect(cards.first().getByRole("link", { name: top[0]!.name, exact: true })).toBeVisible();
    await expect(cards.first().getByText(spoken(top[0]!.rating), { exact: true })).toBeAttached();
    const averages = await shownAverages(cards);
    const known = averages.filter((value): value is number => value !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));

    // 4★ & up: every card is rated 4.0 or more, kept in the URL, and Load more brings the next page of such products.
    await page.getByLabel("4★ & up").check();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/[?&]minRating=4/);
    const expected: Card[] = [];
    let cursor: string | null = null;
    do {
      const next: { items: Card[]; nextCursor: string | null } = await apiPage(page.request, { sort: "rating", minRating: "4", ...(cursor ? { cursor } : {}) });
      expected.push(...next.items);
      cursor = next.nextCursor;
    } while (cursor && expected.length < 48);
    expect(expected.length, "the demo data has more than a page of 4★ products").toBeGreaterThan(24);
    await expect(cards).toHaveCount(24);
    await expect(cards.first().getByRole("link", { name: expected[0]!.name, exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(cards).toHaveCount(Math.min(expected.length, 48));
    const filtered = await shownAverages(cards);
    expect(filtered.every((value) => value !== null && value >= 40), `averages shown: ${filtered.join(", ")}`).toBe(true);
    expect(filtered).toEqual(expected.slice(0, 48).map((card) => card.rating.averageTenths));
    const links = await cards.getByRole("link").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")).filter((href) => href?.startsWith("/product/")));
    expect(new Set(links).size, "no product twice").toBe(links.length);

    // The URL keeps the choice: a reload shows the same listing, the box still ticked.
    await page.reload();
    await expect(page.getByLabel("4★ & up")).toBeChecked();
    await expect(page.getByLabel("Sort by")).toHaveValue("rating");
    await expect(cards.first().getByRole("link", { name: expected[0]!.name, exact: true })).toBeVisible();
  });

  test("a category page filters 4★ & up and sorts Top rated", async ({ page }) => {
    await page.goto("/products/category/Kitchenware");
    await page.getByLabel("4★ & up").check();
    await expect(page).toHaveURL(/[?&]minRating=4/);
    await page.getByLabel("Sort by").selectOption({ label: "Top rated" });
    await expect(page).toHaveURL(/[?&]sort=rating/);
    const expected = (await apiPage(page.request, { category: "Kitchenware", sort: "rating", minRating: "4" })).items;
    expect(expected.length).toBeGreaterThan(0);
    const cards = page.getByRole("list", { name: "Kitchenware" }).getByRole("listitem");
    await expect(cards).toHaveCount(expected.length);
    expect(await shownAverages(cards)).toEqual(expected.map((card) => card.rating.averageTenths));
  });

  test("at 360 px: the stars fit on the cards and the filter is in reach", async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto("/products?sort=rating&minRating=4");
    const first = cardsOf(page).first();
    await expect(first.getByTestId("card-rating")).toBeVisible();
    await expect(first.getByText(RATED)).toBeAttached();
    await expect(page.getByLabel("4★ & up")).toBeChecked();
    await expectPhoneFriendly(page, "marketplace, Top rated, 4★ & up");
    await page.getByLabel("4★ & up").uncheck();
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).not.toHaveURL(/minRating/);
  });
});
