import { expect, test } from "./fixtures";
import { findProduct } from "./fixtures/orders";

const TV = "32-inch HD Ready LED TV";
const POWER_BANK = "10000 mAh Power Bank, BIS Certified";

test.describe("product pictures", () => {
  test("each demo product shows a picture of its own, offered in three widths with its space reserved", async ({ page }) => {
    await page.goto("/products/category/Electronics");
    const pictureOf = (name: string) => page.getByRole("article").filter({ has: page.getByRole("link", { name, exact: true }) }).locator("img");
    const tv = pictureOf(TV);
    const powerBank = pictureOf(POWER_BANK);
    await expect(tv).toHaveAttribute("srcset", /-320\.webp 320w, .*-640\.webp 640w, .*-1280\.webp 1280w$/);
    await expect(tv).toHaveAttribute("width", "400");
    await expect(tv).toHaveAttribute("height", "400");
    expect(await tv.getAttribute("src")).not.toBe(await powerBank.getAttribute("src"));
    // The picture really loads: a WebP of the width the browser chose.
    await expect.poll(() => tv.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  });

  test("a product page's first picture is preloaded with the HTML and loaded first", async ({ page }) => {
    const product = await findProduct(page.request, TV);
    const html = await (await page.request.get(`/product/${product.id}`)).text();
    expect(html).toMatch(/<link rel="preload" as="image" href="\/media\/products\/[^"]+-640\.webp" imagesrcset="[^"]+1280w" imagesizes="[^"]+" fetchpriority="high" \/>/);
    await page.goto(`/product/${product.id}`);
    const main = page.getByRole("tabpanel").getByRole("img", { name: `${TV}, photo 1` });
    await expect(main).toHaveAttribute("loading", "eager");
    await expect(main).toHaveAttribute("fetchpriority", "high");
    await expect(main).toHaveAttribute("sizes", /608px/);
  });
});
