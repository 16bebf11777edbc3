// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "@web/lib/i18n";
import { Providers } from "@web/providers";
import { fetchCall, fetchCallBody } from "@web/test/fetch-call";
import { toastError, toastSuccess } from "@web/lib/toast";
import { RaiseQueryDialog } from "./raise-query-dialog";

vi.mock("@web/lib/toast", () => ({ toastSuccess: vi.fn(), toastError: vi.fn(), toastInfo: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

const ORDER_ID = "0b6f7a8e-2d5c-4f1a-9c3b-7e8d9f0a1b2c";
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const created = (queryText: string) =>
  json({ id: "5d1c8e2a-7b3f-4e9a-8c6d-1f2e3a4b5c6d", orderId: ORDER_ID, status: "open", queryText, createdAt: "2026-01-05T10:00:00.000Z", resolvedAt: null }, 201);

function renderDialog(answer: (body: { queryText: string }) => Response = (body) => created(body.queryText)) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const { url, method } = fetchCall(input, init);
      if (url === `/api/seller/payouts/${ORDER_ID}/queries` && method === "POST") {
        const body = (await fetchCallBody(input, init)) as { queryText: string };
        sent.push(body);
        return answer(body);
      }
      return json({ error: { code: "NOT_FOUND", message: url } }, 404);
    }),
  );
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <RaiseQueryDialog orderId={ORDER_ID} orderNumber="BB-2611-000042" />
    </Providers>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Raise Query about order BB-2611-000042" }));
  const dialog = screen.getByRole("dialog", { name: "Raise Query" });
  return {
    dialog,
    sent,
    text: within(dialog).getByLabelText<HTMLTextAreaElement>(/^Your query/),
    submit: within(dialog).getByRole<HTMLButtonElement>("button", { name: "Submit Query" }),
  };
}

describe("the Raise Query dialog", () => {
  it("keeps Submit disabled while the text is blank, spaces included", () => {
    const { text, submit } = renderDialog();
    expect(submit.disabled).toBe(true);
    fireEvent.change(text, { target: { value: "   \n " } });
    expect(submit.disabled).toBe(true);
    fireEvent.change(text, { target: { value: "The fee looks too high." } });
    expect(submit.disabled).toBe(false);
  });

  it("sends the trimmed text, says 'Query submitted' and closes", async () => {
    const { text, submit, sent } = renderDialog();
    fireEvent.change(text, { target: { value: "  The refund was counted twice.  " } });
    fireEvent.click(submit);
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith("Query submitted"));
    expect(sent).toEqual([{ queryText: "The refund was counted twice." }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("says 'Failed to submit query.' and keeps the text when the server refuses", async () => {
    const { text, submit, dialog } = renderDialog(() =>
      json({ error: { code: "CONFLICT", message: "A query about this order is already open." } }, 409),
    );
    fireEvent.change(text, { target: { value: "Why is this on hold?" } });
    fireEvent.click(submit);
    await waitFor(() => expect(toastError).toHaveBeenCalledWith("Failed to submit query.", "A query about this order is already open."));
    expect(dialog.isConnected).toBe(true);
    expect(text.value).toBe("Why is this on hold?");
    expect(toastSuccess).not.toHaveBeenCalled();
  });
});
