// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "@web/lib/i18n";
import { Providers } from "@web/providers";
import { fetchCall, fetchCallBody } from "@web/test/fetch-call";
import { ProductDialog } from "./product-dialog";

beforeEach(() => {
  // jsdom has no ResizeObserver; Radix's Switch measures itself with one.
  vi.stubGlobal("ResizeObserver", class { observe() {} unobserve() {} disconnect() {} });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Answers the create with `answer(body)` and records what the form sent. */
function stubCreate(answer: (body: Record<string, unknown>) => Response) {
  const sent: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { url, method } = fetchCall(input, init);
    if (url === "/api/seller/products" && method === "POST") {
      const body = (await fetchCallBody(input, init)) as Record<string, unknown>;
      sent.push(body);
      return answer(body);
    }
    return json({ error: { code: "NOT_FOUND", message: url } }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return sent;
}

const savedProduct = (body: Record<string, unknown>) =>
  json({ ...body, id: "0b6f7a8e-2d5c-4f1a-9c3b-7e8d9f0a1b2c", listPrice: body.price, createdAt: "", updatedAt: "", media: [] }, 201);

function renderAddDialog() {
  const onClose = vi.fn();
  const router = createMemoryRouter([{ path: "/", element: <ProductDialog target={{ mode: "add" }} onClose={onClose} /> }]);
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { dialog: screen.getByRole("dialog", { name: "Add Product" }), onClose };
}

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const removeButtons = () => screen.getAllByRole<HTMLButtonElement>("button", { name: /^Remove tier/ });

function fillRequiredFields() {
  type(/^Product Name/, "Basmati Rice, 25 kg Bag");
  fireEvent.change(screen.getByLabelText(/^Category/), { target: { value: "Food & Beverages" } });
  type(/^Stock/, "500");
  type(/^Minimum Order Quantity/, "10");
  type(/^HSN Code/, "1006");
  fireEvent.change(screen.getByLabelText(/^GST Rate/), { target: { value: "5" } });
}

describe("the product dialog's price tiers", () => {
  it("always keeps one row: its remove button is disabled until a second row exists", () => {
    stubCreate(savedProduct);
    renderAddDialog();
    expect(removeButtons()).toHaveLength(1);
    expect(removeButtons()[0]!.disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Add Tier" }));
    expect(removeButtons().map((button) => button.disabled)).toEqual([false, false]);

    fireEvent.click(screen.getByRole("button", { name: "Remove tier 2" }));
    expect(removeButtons()).toHaveLength(1);
    expect(removeButtons()[0]!.disabled).toBe(true);
  });

  it("drops rows missing a quantity or a price, sends paise, and takes the first tier's price as the base price", async () => {
    const sent = stubCreate(savedProduct);
    const { onClose } = renderAddDialog();
    fillRequiredFields();
    fireEvent.click(screen.getByRole("button", { name: "Add Tier" }));
    fireEvent.click(screen.getByRole("button", { name: "Add Tier" }));
    type("Minimum quantity, tier 1", "50");
    type("Unit price (₹), tier 1", "1450.5");
    type("Minimum quantity, tier 2", "100"); // no price: dropped
    type("Unit price (₹), tier 3", "1400"); // no quantity: dropped

    fireEvent.click(screen.getByRole("button", { name: "Save Product" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        name: "Basmati Rice, 25 kg Bag",
        description: "",
        category: "Food & Beverages",
        stock: 500,
        minOrderQuantity: 10,
        price: 145050,
        tieredPricing: [{ quantity: 50, price: 145050 }],
        isActive: true,
        dispatchDays: null,
        hsnCode: "1006",
        gstRate: 5,
      },
    ]);
  });

  it("keeps an entered base price and saves no tiers when every row is empty", async () => {
    const sent = stubCreate(savedProduct);
    renderAddDialog();
    fillRequiredFields();
    type(/^Base Price/, "99.99");
    fireEvent.click(screen.getByRole("button", { name: "Save Product" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ price: 9999, tieredPricing: [] });
  });

  it("refuses a tier that is not a whole quantity and a rupee amount, and sends nothing", async () => {
    const sent = stubCreate(savedProduct);
    renderAddDialog();
    fillRequiredFields();
    type("Minimum quantity, tier 1", "2.5");
    type("Unit price (₹), tier 1", "10");
    fireEvent.click(screen.getByRole("button", { name: "Save Product" }));
    expect(await screen.findByText(/Enter a whole quantity and a price in rupees/)).toBeTruthy();
    expect(screen.getByLabelText("Minimum quantity, tier 1").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toEqual([]);
  });

  it("refuses two tiers for one quantity with the shared schema's message", async () => {
    const sent = stubCreate(savedProduct);
    renderAddDialog();
    fillRequiredFields();
    fireEvent.click(screen.getByRole("button", { name: "Add Tier" }));
    type("Minimum quantity, tier 1", "50");
    type("Unit price (₹), tier 1", "10");
    type("Minimum quantity, tier 2", "50");
    type("Unit price (₹), tier 2", "9");
    fireEvent.click(screen.getByRole("button", { name: "Save Product" }));
    expect(await screen.findByText("Each tier needs a different quantity.")).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

describe("the product's tax", () => {
  it("requires an HSN code of 4, 6 or 8 digits and a GST rate from the slabs, and sends nothing until both are right", async () => {
    const sent = stubCreate(savedProduct);
    renderAddDialog();
    fillRequiredFields();
    type(/^HSN Code/, "");
    fireEvent.change(screen.getByLabelText(/^GST Rate/), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Product" }));
    expect(await screen.findByText("HSN code is required.")).toBeTruthy();
    expect(screen.getByText("Choose a GST rate.")).toBeTruthy();
    expect(screen.getByLabelText(/^GST Rate/).getAttribute("aria-invalid")).toBe("true");

    type(/^HSN Code/, "12345");
    fireEvent.change(screen.getByLabelText(/^GST Rate/), { target: { value: "0.25" } });
    fireEvent.click(screen.getByRole("button", { name: "Save Product" }));
    expect(await screen.findByText("Enter the HSN code: 4, 6 or 8 digits.")).toBeTruthy();
    expect(sent).toEqual([]);

    type(/^HSN Code/, "710231");
    fireEvent.click(screen.getByRole("button", { name: "Save Product" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ hsnCode: "710231", gstRate: 0.25 });
  });

  it("offers exactly the GST slabs", () => {
    stubCreate(savedProduct);
    renderAddDialog();
    const options = [...screen.getByLabelText<HTMLSelectElement>(/^GST Rate/).options].map((option) => option.value);
    expect(options).toEqual(["", "0", "0.25", "3", "5", "18", "40"]);
  });
});

describe("the plan limit", () => {
  it("shows the spec's message with a link to the subscription page when the server refuses the create", async () => {
    stubCreate(() =>
      json({ error: { code: "PLAN_LIMIT_REACHED", message: "Plan limit reached", details: { limit: 10 } } }, 422),
    );
    const { dialog, onClose } = renderAddDialog();
    fillRequiredFields();
    type(/^Base Price/, "250");
    fireEvent.click(screen.getByRole("button", { name: "Save Product" }));

    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain("Plan Limit Reached");
    expect(alert.textContent).toContain("You have reached your limit of 10 products. Please upgrade your plan to add more.");
    expect(within(alert).getByRole("link", { name: "Upgrade Plan" }).getAttribute("href")).toBe("/seller-dashboard/subscription");
    // The typed product stays, to be saved after an upgrade.
    expect(screen.getByLabelText<HTMLInputElement>(/^Product Name/).value).toBe("Basmati Rice, 25 kg Bag");
    expect(onClose).not.toHaveBeenCalled();
  });
});
