import { expect, test } from "./fixtures";
import { signInAsBuyer } from "./fixtures/checkout-flow";
import { ownProductId, signInFreshSeller } from "./fixtures/seller-catalogue";
import { expectToast } from "./fixtures/toasts";

/**
 * Listed prices include GST: a seller gives a product its HSN code and GST rate on the product form, and a shopper
 * sees the rate beside the price and the GST inside each line and the total, on the product page, in the cart and at
 * checkout. ₹1,050.00 × 2 at 5%: taxable ₹2,000.00, GST ₹100.00.
 */
const origin = () => new URL(test.info().project.use.baseURL ?? "http://127.0.0.1:3100").origin;

test("a seller sets the HSN code and 5% GST; the shopper sees “incl. 5% GST” and the GST in the cart and at checkout", async ({ page, browser }) => {
  test.setTimeout(90_000);
  // In a category no other journey counts the cards of.
  const name = `Cotton Sports T-Shirts ${Date.now()}`;
  await signInFreshSeller(page);
  await page.goto("/seller-dashboard/products");
  await page.getByRole("button", { name: "Add Product" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add Product" });
  await dialog.getByLabel("Product Name").fill(name);
  await dialog.getByLabel("Category").selectOption("Sports & Outdoors");
  await dialog.getByLabel("Stock").fill("100");
  await dialog.getByLabel("Minimum Order Quantity").fill("1");
  await dialog.getByLabel("Base Price (₹)").fill("1050");

  await test.step("the form refuses a wrong HSN code and a missing rate, naming each field", async () => {
    await dialog.getByLabel("HSN Code").fill("61095");
    await dialog.getByRole("button", { name: "Save Product" }).click();
    await expect(dialog.getByLabel("HSN Code")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByText("Choose a GST rate.")).toBeVisible();
    await expect(dialog.getByText("Enter the HSN code: 4, 6 or 8 digits.")).toBeVisible();
  });

  await dialog.getByLabel("HSN Code").fill("6109");
  await dialog.getByLabel("GST Rate").selectOption("5");
  await dialog.getByRole("button", { name: "Save Product" }).click();
  await expectToast(page, "Product added");
  const id = await ownProductId(page.request, name);
  const saved = (await (await page.request.get(`/api/seller/products/${id}`)).json()) as { hsnCode: string; gstRate: number };
  expect(saved).toMatchObject({ hsnCode: "6109", gstRate: 5 });

  // A shopper in a browser of their own, signed out.
  const shopper = await browser.newContext({ baseURL: origin(), locale: "en-IN", timezoneId: "Asia/Kolkata" });
  const shop = await shopper.newPage();

  await test.step("the product page, server-rendered too, says the price includes 5% GST", async () => {
    expect(await (await shopper.request.get(`/product/${id}`)).text()).toContain("incl. 5% GST");
    await shop.goto(`/product/${id}`);
    await expect(shop.getByTestId("price-gst")).toHaveText("incl. 5% GST");
    await shop.getByRole("spinbutton", { name: "Quantity" }).fill("2");
    await shop.getByRole("spinbutton", { name: "Quantity" }).press("Enter");
    await expect(shop.getByTestId("line-total")).toHaveText("₹2,100.00");
    await expect(shop.getByTestId("line-gst")).toHaveText("incl. ₹100.00 GST");
    await shop.getByRole("button", { name: "Add to Cart" }).click();
    await expectToast(shop, "Added to cart", `2 × ${name}`);
  });

  await test.step("the cart shows the GST inside the line and the total", async () => {
    await shop.goto("/cart");
    await expect(shop.getByTestId("cart-line-gst")).toHaveText("incl. ₹100.00 GST (5%)");
    await expect(shop.getByTestId("cart-total")).toHaveText("₹2,100.00");
    await expect(shop.getByTestId("cart-total-gst")).toHaveText("incl. ₹100.00 GST");
  });

  await test.step("and so does checkout", async () => {
    await signInAsBuyer(shop);
    await shop.goto("/checkout");
    await expect(shop.getByTestId("checkout-line-gst")).toHaveText("incl. ₹100.00 GST (5%)");
    await expect(shop.getByTestId("checkout-total-gst")).toHaveText("incl. ₹100.00 GST");
  });
  await shopper.close();
});
