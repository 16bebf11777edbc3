import { expect, type Page, PHONE_VIEWPORT, test } from "./fixtures";
import { createVerifiedAccount } from "./fixtures/accounts";
import { findProduct } from "./fixtures/orders";
import { expectToast } from "./fixtures/toasts";

/** Demo data: ₹1,375.00 a bag, minimum 10, ₹1,320.00 from 50 bags (Annapurna Foods Wholesale). */
const RICE = "Sona Masoori Rice, 25 kg Bag";

const headline = (page: Page) => page.getByTestId("headline-price");
const quantityField = (page: Page) => page.getByRole("spinbutton", { name: "Quantity" });

test("the headline price follows the bulk tier the chosen quantity reaches", async ({ page }) => {
  await page.goto(`/product/${(await findProduct(page.request, RICE)).id}`);
  await expect(headline(page)).toContainText("₹1,375.00");
  await quantityField(page).fill("50");
  await quantityField(page).press("Enter");
  await expect(headline(page)).toContainText("₹1,320.00");
  await expect(page.getByTestId("line-total")).toHaveText("₹66,000.00");
  await page.getByRole("button", { name: "Decrease quantity" }).click();
  await expect(headline(page)).toContainText("₹1,375.00");
});

test.describe("on a 360 px phone", () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test("every purchase button and the quantity stepper's buttons are at least 44 px tall", async ({ page }) => {
    await page.goto(`/product/${(await findProduct(page.request, RICE)).id}`);
    const controls = [
      page.getByRole("button", { name: "Add to Cart" }),
      page.getByRole("button", { name: "Add to Wishlist" }),
      page.getByRole("button", { name: "Contact Seller" }),
      page.getByRole("button", { name: "Decrease quantity" }),
      page.getByRole("button", { name: "Increase quantity" }),
      quantityField(page),
    ];
    for (const control of controls) {
      await expect(control).toBeVisible();
      const box = (await control.boundingBox())!;
      expect(box.height, await control.evaluate((node) => node.getAttribute("aria-label") ?? node.textContent)).toBeGreaterThanOrEqual(44);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    }
  });
});

test("a visitor's Add to Cart fills this browser's cart; checkout asks them to sign in, and the cart is then the account's", async ({ page }) => {
  const { email, password } = await createVerifiedAccount(page.request, "buyer");
  const product = await findProduct(page.request, RICE);
  await page.goto(`/product/${product.id}`);
  await quantityField(page).fill("60");
  await quantityField(page).press("Enter");
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expectToast(page, "Added to cart", `60 × ${RICE}`);
  await expect(page.getByRole("banner").getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  await page.goto("/cart");
  await expect(page.getByRole("textbox", { name: `Quantity of ${RICE}` })).toHaveValue("60");
  await page.getByRole("button", { name: "Proceed to Checkout" }).click();
  await expectToast(page, "Sign in to check out", "Your cart is kept: it joins your account's cart when you sign in.");
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent("/checkout")}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL("/checkout");
  await expect(page.getByRole("region", { name: "Order from Annapurna Foods Wholesale" })).toContainText(RICE);

  // Merged once into the account's cart, and gone from this browser.
  await page.goto("/cart");
  await expect(page.getByRole("textbox", { name: `Quantity of ${RICE}` })).toHaveValue("60");
  expect(await page.evaluate(() => localStorage.getItem("bulkbazaar.cart.visitor.v1"))).toBeNull();
  await page.reload();
  await expect(page.getByRole("textbox", { name: `Quantity of ${RICE}` })).toHaveValue("60");
});

test("a link cannot add to a signed-in buyer's cart: only the product page's own sign-in detour does", async ({ page }) => {
  const { email, password } = await createVerifiedAccount(page.request, "buyer");
  const product = await findProduct(page.request, RICE);
  await page.goto(`/login?redirect=${encodeURIComponent(`/product/${product.id}?add=60`)}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(`/product/${product.id}?add=60`);
  await expect(page.getByRole("heading", { name: RICE })).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
});
