import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { paidOrder, registeredSeller } from "../../modules/tax/credit-note.fixture";
import { pdfText } from "../../test/pdf-text";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

/**
 * Credit notes against an order's tax invoice (issue 32): listed on the buyer's order, the seller's order row and the
 * admin's order row; downloaded as a PDF by the buyer, the seller and an admin, and by nobody else (404).
 */

let app: App;
let buyer: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  app = await createTestApp();
  buyer = await signInAs(app, "buyer");
});
afterAll(async () => app.close());

const get = (url: string, headers: Record<string, string>) => app.inject({ url, headers });

describe("a cancelled order's credit note", () => {
  it("is listed on the order pages and downloads for the buyer, the seller and an admin; 404 for strangers", async () => {
    const { product, headers: sellerHeaders } = await registeredSeller(app, { state: "Karnataka", prefix: "NOTES" });
    const { order, invoice } = await paidOrder(app, buyer.headers, [{ productId: product.id, quantity: 2 }]);
    const cancelled = await app.inject({ method: "POST", url: `/api/buyer/orders/${order.id}/cancel`, headers: buyer.headers, payload: {} });
    expect(cancelled.statusCode).toBe(200);
    const [note, ...others] = cancelled.json().creditNotes as { id: string; creditNoteNumber: string; reason: string; total: number; issuedOn: string }[];
    expect(others).toEqual([]);
    expect(note).toMatchObject({ creditNoteNumber: expect.stringMatching(/^NOTES\/CN\/\d{4}-\d{2}\/000001$/), reason: "cancellation", total: invoice.total });

    const sellerRow = (await get("/api/seller/orders", sellerHeaders)).json().orders.find((row: { id: string }) => row.id === order.id);
    expect(sellerRow.creditNotes).toEqual([note]);
    const admin = await signInAs(app, "admin");
    const adminRow = (await get("/api/admin/orders", admin.headers)).json().orders.find((row: { id: string }) => row.id === order.id);
    expect(adminRow.creditNotes).toEqual([note]);

    const path = (audience: string) => `/api/${audience}/orders/${order.id}/credit-notes/${note!.id}`;
    const pdf = await get(path("buyer"), buyer.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="${note!.creditNoteNumber.replaceAll("/", "-")}.pdf"`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain("Credit Note");
    expect(text).toContain(note!.creditNoteNumber);
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain("IGST");
    expect((await get(path("seller"), sellerHeaders)).statusCode).toBe(200);
    expect((await get(path("admin"), admin.headers)).statusCode).toBe(200);

    const stranger = await signInAs(app, "buyer");
    const otherSeller = await signInAs(app, "seller");
    for (const [audience, headers] of [["buyer", stranger.headers], ["seller", otherSeller.headers]] as const) {
      const answer = await get(path(audience), headers);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.code).toBe("CREDIT_NOTE_NOT_FOUND");
    }
    // Another order's path, or no such note, is not found either.
    expect((await get(`/api/buyer/orders/${order.id}/credit-notes/${crypto.randomUUID()}`, buyer.headers)).statusCode).toBe(404);
    expect((await get(`/api/buyer/orders/${order.id}/credit-notes/not-a-uuid`, buyer.headers)).statusCode).toBe(404);
  });

  it("prints CGST and SGST for a note within Maharashtra", async () => {
    const { product } = await registeredSeller(app, { state: "Maharashtra", prefix: "INTRA" });
    const { order } = await paidOrder(app, buyer.headers, [{ productId: product.id, quantity: 1 }]);
    const [note] = (await app.inject({ method: "POST", url: `/api/buyer/orders/${order.id}/cancel`, headers: buyer.headers, payload: {} })).json().creditNotes;
    const text = await pdfText((await get(`/api/buyer/orders/${order.id}/credit-notes/${note.id}`, buyer.headers)).rawPayload);
    expect(text).toContain("CGST");
    expect(text).toContain("SGST");
    expect(text).not.toContain("IGST");
  });

  it("lists none on an order that was not refunded", async () => {
    const { product } = await registeredSeller(app, { state: "Maharashtra", prefix: "NONE" });
    const { order } = await paidOrder(app, buyer.headers, [{ productId: product.id, quantity: 1 }]);
    expect((await get(`/api/buyer/orders/${order.id}`, buyer.headers)).json().creditNotes).toEqual([]);
  });
});
