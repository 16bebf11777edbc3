// @vitest-environment jsdom
import type { AdminPayoutRow, SellerDues } from "@domain/schemas/admin-payouts";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "@web/lib/i18n";
import { toastSuccess } from "@web/lib/toast";
import { Providers } from "@web/providers";
import { fetchCall, fetchCallBody } from "@web/test/fetch-call";
import AdminPayoutsPage from "./admin-payouts-page";

vi.mock("@web/lib/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));

beforeEach(() => {
  // jsdom has neither; the dialog and "show this seller's orders" use them.
  vi.stubGlobal("ResizeObserver", class { observe() {} unobserve() {} disconnect() {} });
  Element.prototype.scrollIntoView = () => {};
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const SELLER_ID = "5d1c8e2a-7b3f-4e9a-8c6d-1f2e3a4b5c6d";
const ROW: AdminPayoutRow = {
  orderId: "0b6f7a8e-2d5c-4f1a-9c3b-7e8d9f0a1b2c",
  orderNumber: "BB-2611-000042",
  sellerId: SELLER_ID,
  sellerName: "Surat Silk House",
  deliveredAt: "2026-11-01T10:00:00.000Z",
  payoutDueAt: "2026-11-08T10:00:00.000Z",
  paymentMethod: "online",
  totalAmount: 1_23_456_78,
  feePercent: 5,
  refundedAmount: 0,
  // ₹1,23,456.78 incl. 18% GST within a state: taxable ₹1,04,624.39; TCS 0.5% of it; TDS 0.1% of gross.
  gross: 1_23_456_78,
  platformFee: 6_17_284,
  feeGst: 1_11_111,
  tcs: { cgst: 26_156, sgst: 26_156, igst: 0, total: 52_312 },
  tds: 12_346,
  netPayout: 1_15_526_25,
  payoutStatus: "Pending",
  hold: null,
  payoutTransactionRef: null,
  hasScreenshot: false,
  hasOpenQuery: false,
};
const DUES: SellerDues = { sellers: [{ sellerId: SELLER_ID, sellerName: "Surat Silk House", orders: 1, amount: ROW.netPayout, hasBankDetails: true }], total: ROW.netPayout, sellerCount: 1 };

function renderPage() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { url, method } = fetchCall(input, init);
    calls.push({ url, method, body: await fetchCallBody(input, init) });
    if (url === "/api/admin/payouts/due") return json(DUES);
    if (url.startsWith("/api/admin/payouts?")) return json({ payouts: [ROW], nextCursor: null });
    if (url === "/api/admin/payout-queries") return json({ queries: [], waiting: 0 });
    if (url === "/api/admin/manual-refunds") return json({ refunds: [], waiting: 0 });
    if (url === `/api/admin/payouts/${ROW.orderId}` && method === "PATCH") return json({ ...ROW, payoutStatus: "Paid", payoutTransactionRef: "UTR99" });
    return json({ error: { code: "NOT_FOUND", message: url } }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <AdminPayoutsPage />
    </Providers>,
  );
  return { patches: () => calls.filter((call) => call.method === "PATCH"), lists: () => calls.filter((call) => call.url.startsWith("/api/admin/payouts?")).map((call) => call.url) };
}

describe("the admin's payouts page", () => {
  it("shows a seller's orders due now from the Due now list, with that seller's CSV, and back to all sellers", async () => {
    const page = renderPage();
    expect(screen.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe("/api/admin/payouts/export.csv");
    fireEvent.click(await screen.findByRole("button", { name: "Show the orders due to Surat Silk House" }));
    await waitFor(() => expect(page.lists().at(-1)).toContain(`sellerId=${SELLER_ID}`));
    expect(page.lists().at(-1)).toContain("due=true");
    expect(screen.getByText("Seller: Surat Silk House")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Export CSV for Surat Silk House" }).getAttribute("href")).toBe(`/api/admin/payouts/export.csv?sellerId=${SELLER_ID}`);
    fireEvent.click(screen.getByRole("button", { name: "All sellers" }));
    await waitFor(() => expect(page.lists().at(-1)).not.toContain("sellerId"));
    expect(screen.queryByText("Seller: Surat Silk House")).toBeNull();
  });

  it("changes a payout to Paid only on Confirm, and only with a transaction reference", async () => {
    const page = renderPage();
    const status = await screen.findByRole("combobox", { name: "Payout status of order BB-2611-000042" });
    expect(screen.getByText("₹1,15,526.25", { selector: "td span" })).toBeTruthy();
    const amounts = within(screen.getByRole("row", { name: /BB-2611-000042/ }));
    for (const [label, figure] of [["Gross", "₹1,23,456.78"], ["Fee 5%", "₹6,172.84"], ["GST on fee", "₹1,111.11"], ["TCS", "₹523.12"], ["TDS", "₹123.46"]] as const) {
      expect(amounts.getByText(label, { selector: "dt" }).nextElementSibling?.textContent).toContain(figure);
    }
    expect(amounts.getByText("CGST ₹261.56 + SGST ₹261.56")).toBeTruthy();
    fireEvent.change(status, { target: { value: "Paid" } });
    let dialog = await screen.findByRole("dialog", { name: "Mark the payout of order BB-2611-000042 as Paid" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(page.patches()).toEqual([]);

    fireEvent.change(status, { target: { value: "Paid" } });
    dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await within(dialog).findByText("Enter the transaction reference.")).toBeTruthy();
    expect(page.patches()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Transaction reference/), { target: { value: " UTR99 " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Payout status updated"));
    expect(page.patches().map((call) => call.body)).toEqual([{ status: "Paid", reference: "UTR99" }]);
  });

  it("puts a payout on Hold only with the reason the seller will read", async () => {
    const page = renderPage();
    const status = await screen.findByRole("combobox", { name: "Payout status of order BB-2611-000042" });
    expect(within(status).getByRole("option", { name: "On hold" })).toBeTruthy();
    fireEvent.change(status, { target: { value: "Hold" } });
    const dialog = await screen.findByRole("dialog", { name: "Put the payout of order BB-2611-000042 on hold" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Put on hold" }));
    expect(await within(dialog).findByText("Say why the payout is on hold.")).toBeTruthy();
    expect(page.patches()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/Reason for the hold/), { target: { value: " GSTIN does not match the bank account " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Put on hold" }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Payout status updated"));
    expect(page.patches().map((call) => call.body)).toEqual([{ status: "Hold", reason: "GSTIN does not match the bank account" }]);
  });
});
