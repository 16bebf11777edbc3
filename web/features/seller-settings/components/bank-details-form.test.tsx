// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "@web/lib/i18n";
import { Providers } from "@web/providers";
import { BankDetailsForm } from "./bank-details-form";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const savedDetails = { accountHolderName: "Sharma Traders", accountNumberLast4: "7890", bankName: "HDFC Bank", ifscCode: "HDFC0000001", branch: "Fort" };

/** The IFSC lookup knows one code; saving answers the profile with the account masked. */
function stubServer() {
  const saves: unknown[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), "http://localhost"), init);
    const { pathname } = new URL(request.url);
    if (pathname === "/api/seller/ifsc/HDFC0000001") return json({ ifscCode: "HDFC0000001", bankName: "HDFC Bank" });
    if (pathname.startsWith("/api/seller/ifsc/")) return json({ error: { code: "IFSC_NOT_FOUND", message: "unknown" } }, 422);
    if (pathname === "/api/seller/bank-details" && request.method === "PUT") {
      saves.push(await request.json());
      return json({ bankDetails: savedDetails });
    }
    return json({ error: { code: "NOT_FOUND", message: pathname } }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return saves;
}

function renderForm() {
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <BankDetailsForm saved={null} />
    </Providers>,
  );
}

// Required fields' labels end with a "*" (hidden from screen readers): match the label's start.
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function fillForm(confirmation: string) {
  type("Account Holder Name", "Sharma Traders");
  type("Account Number", "001234567890");
  type("Confirm Account Number", confirmation);
  type("IFSC Code", "hdfc0000001");
  type("Branch", "Fort");
}

describe("BankDetailsForm", () => {
  it("refuses account numbers that do not match, sending nothing", async () => {
    const saves = stubServer();
    renderForm();
    fillForm("001234567891");
    fireEvent.click(screen.getByRole("button", { name: "Save Bank Details" }));
    expect(await screen.findByText("The account numbers do not match.")).toBeTruthy();
    expect(field("Confirm Account Number").getAttribute("aria-invalid")).toBe("true");
    expect(saves).toEqual([]);
  });

  it("fills in the bank's name from the IFSC and saves matching numbers", async () => {
    const saves = stubServer();
    renderForm();
    fillForm("001234567890");
    await waitFor(() => expect((field("Bank Name") as HTMLInputElement).value).toBe("HDFC Bank"));
    fireEvent.click(screen.getByRole("button", { name: "Save Bank Details" }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ accountNumber: "001234567890", confirmAccountNumber: "001234567890", ifscCode: "HDFC0000001", branch: "Fort" });
  });

  it("says so when the IFSC is not in the published list", async () => {
    stubServer();
    renderForm();
    type("IFSC Code", "HDFC0000000");
    expect(await screen.findByText(/not in the published list of bank branch codes/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Save Bank Details" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
