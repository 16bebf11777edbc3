// @vitest-environment jsdom
import type { SellerReturnRow } from "@domain/schemas/seller-returns";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "@web/lib/i18n";
import { Providers } from "@web/providers";
import { fetchCall } from "@web/test/fetch-call";
import { toastError, toastSuccess } from "@web/lib/toast";
import { SellerReturns } from "./seller-returns";

vi.mock("@web/lib/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function row(id: string, productName: string, status: SellerReturnRow["status"]): SellerReturnRow {
  return {
    id,
    createdAt: "2026-01-05T10:00:00.000Z",
    updatedAt: "2026-01-05T10:00:00.000Z",
    orderId: `0b6f7a8e-2d5c-4f1a-9c3b-7e8d9f0a1b${id.slice(-2)}`,
    orderNumber: `BB-2611-0000${id.slice(-2)}`,
    orderItemId: "5d1c8e2a-7b3f-4e9a-8c6d-1f2e3a4b5c6d",
    productName,
    quantity: 2,
    lineQuantity: 20,
    unitPrice: 10_000,
    lineAmount: 200_000,
    requestType: "return",
    reason: "Arrived damaged",
    photos: [],
    status,
    canDecide: status === "pending",
    canComplete: status === "approved",
    refund: null,
    refundPreview: status === "pending" || status === "approved" ? { amount: 20_000, online: 2_000, manual: 18_000 } : null,
  };
}

const ROWS = [
  row("00000000-0000-4000-8000-0000000000a1", "Brass Lamp", "pending"),
  row("00000000-0000-4000-8000-0000000000b2", "Copper Jug", "approved"),
  row("00000000-0000-4000-8000-0000000000c3", "Steel Plate", "rejected"),
  {
    ...row("00000000-0000-4000-8000-0000000000d4", "Clay Pot", "completed"),
    refund: { amount: 20_000, onlineAmount: 2_000, onlineStatus: "success", manualAmount: 18_000, manualSettled: false },
  },
];

function renderReturns(answerDecision: () => Response = () => json({ ...ROWS[0], status: "approved", canDecide: false, canComplete: true })) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { url, method } = fetchCall(input, init);
    if (url.startsWith("/api/seller/returns?") && method === "GET") return json({ returns: ROWS, total: ROWS.length, page: 1, pageSize: 20 });
    if (url.startsWith("/api/seller/returns/") && method === "POST") return answerDecision();
    return json({ error: { code: "NOT_FOUND", message: url } }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <SellerReturns />
    </Providers>,
  );
  return fetch;
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest("tr")!;
const posts = (fetch: ReturnType<typeof renderReturns>) =>
  fetch.mock.calls.map(([input, init]) => fetchCall(input, init)).filter((call) => call.method === "POST").map((call) => call.url);

describe("the seller's return requests", () => {
  it("offers Approve and Reject only for pending requests, Mark completed for approved ones, Processed otherwise", async () => {
    renderReturns();
    const pending = await rowOf("Brass Lamp");
    expect(within(pending).getByRole("button", { name: "Approve the return of Brass Lamp" })).toBeTruthy();
    expect(within(pending).getByRole("button", { name: "Reject the return of Brass Lamp" })).toBeTruthy();
    const approved = await rowOf("Copper Jug");
    expect(within(approved).queryByRole("button", { name: /^(Approve|Reject)/ })).toBeNull();
    expect(within(approved).getByRole("button", { name: "Mark completed: the return of Copper Jug" })).toBeTruthy();
    const rejected = await rowOf("Steel Plate");
    expect(within(rejected).queryByRole("button")).toBeNull();
    expect(within(rejected).getByText("Processed")).toBeTruthy();
    expect(within(rejected).getByText("Rejected")).toBeTruthy();
  });

  it("shows what a completed return refunded, and the cash-on-delivery part still owed by hand", async () => {
    renderReturns();
    const completed = await rowOf("Clay Pot");
    expect(within(completed).queryByRole("button")).toBeNull();
    expect(completed.textContent).toContain("₹200.00 refunded to the buyer");
    expect(completed.textContent).toContain("₹180.00 of it to be refunded by hand (cash on delivery)");
  });

  it("approves only after the confirmation, which shows the units and the refund, then says 'Request approved'", async () => {
    const fetch = renderReturns();
    fireEvent.click(within(await rowOf("Brass Lamp")).getByRole("button", { name: "Approve the return of Brass Lamp" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Approve this request?" });
    expect(dialog.textContent).toContain("2 of 20 units");
    expect(dialog.textContent).toContain("Refund on completion: ₹200.00 (₹20.00 online, ₹180.00 by hand)");
    expect(posts(fetch)).toEqual([]);
    fireEvent.click(within(dialog).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Request approved"));
    expect(posts(fetch)).toEqual(["/api/seller/returns/00000000-0000-4000-8000-0000000000a1/approve"]);
  });

  it("asks nothing of the server when the confirmation is cancelled", async () => {
    const fetch = renderReturns();
    fireEvent.click(within(await rowOf("Brass Lamp")).getByRole("button", { name: "Reject the return of Brass Lamp" }));
    fireEvent.click(within(await screen.findByRole("alertdialog", { name: "Reject this request?" })).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(posts(fetch)).toEqual([]);
  });

  it("says 'Update Failed: Could not update the request status.' when the server refuses", async () => {
    renderReturns(() => json({ error: { code: "CONFLICT", message: "This request is no longer pending." } }, 409));
    fireEvent.click(within(await rowOf("Brass Lamp")).getByRole("button", { name: "Reject the return of Brass Lamp" }));
    fireEvent.click(within(await screen.findByRole("alertdialog", { name: "Reject this request?" })).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Update Failed", "Could not update the request status. This request is no longer pending."));
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});
