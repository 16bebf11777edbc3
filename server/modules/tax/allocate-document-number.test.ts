import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialYearOf } from "@domain/financial-year";
import { gstinCheckCharacter } from "@domain/india/gstin";
import { indiaDate } from "@domain/subscription-term";
import type { App } from "../../app";
import { orderInvoices, profiles } from "../../db/schema";
import { createTestProduct, createTestSeller } from "../catalog/test-factories";
import { createCheckout } from "../checkout/create-checkout";
import { checkoutRequest, payInSimulator } from "../checkout/test-factories";
import { checkPaymentStatus } from "../payments/check-payment-status";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";
import { allocateDocumentNumber } from "./allocate-document-number";

/** Each seller numbers its tax invoices per financial year (India's date) without gaps or repeats. */

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

async function shaktiSeller() {
  const seller = await createTestSeller(app.ctx.db, { companyName: "Shakti Textiles", gstNumber: `27AAPFU0939F1Z${gstinCheckCharacter("27AAPFU0939F1Z")}` });
  return seller;
}

describe("seller document numbers", () => {
  it("numbers 20 orders of one seller paid at the same moment 1 to 20, SHAKTI/<year>/000001 … 000020", async () => {
    const seller = await shaktiSeller();
    const product = await createTestProduct(app.ctx.db, seller.id, { price: 11_800, stock: 1_000 });
    const buyer = await signInAs(app, "buyer");
    const checkouts = [];
    for (let i = 0; i < 20; i += 1) {
      const created = await createCheckout(app.ctx, { id: buyer.profile.id, email: buyer.email }, checkoutRequest([{ productId: product.id, quantity: 1 }]));
      await payInSimulator(app, created.paymentSessionId, "pay");
      checkouts.push(created.orderId);
    }
    // The status checks finalise all 20 at once; each takes its number in its own paying transaction.
    const statuses = await Promise.all(checkouts.map((orderId) => checkPaymentStatus(app.ctx, buyer.profile.id, orderId)));
    expect(statuses.every((status) => status.status === "paid")).toBe(true);
    const year = financialYearOf(indiaDate(new Date()));
    const numbers = (await app.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.sellerId, seller.id))).map((invoice) => invoice.invoiceNumber);
    expect(numbers.sort()).toEqual(Array.from({ length: 20 }, (_, i) => `SHAKTI/${year}/${String(i + 1).padStart(6, "0")}`));
  });

  it("starts again at 1 on 1 April in India, though it is still 31 March in UTC", async () => {
    const seller = await shaktiSeller();
    const [profile] = await app.ctx.db.update(profiles).set({ invoicePrefix: "SHAKTIB" }).where(eq(profiles.id, seller.id)).returning();
    const allocate = (instant: string, series: "invoice" | "credit-note" = "invoice") =>
      app.ctx.db.transaction((tx) => allocateDocumentNumber(tx, { sellerId: seller.id, series, prefix: profile!.invoicePrefix!, issuedOn: indiaDate(new Date(instant)) }));
    // 23:59 on 31 March in India is 18:29 UTC; 00:00 on 1 April in India is 18:30 UTC on 31 March.
    expect((await allocate("2027-03-31T10:00:00Z")).number).toBe("SHAKTIB/2026-27/000001");
    expect((await allocate("2027-03-31T18:29:59Z")).number).toBe("SHAKTIB/2026-27/000002");
    expect(await allocate("2027-03-31T18:30:00Z")).toEqual({ number: "SHAKTIB/2027-28/000001", financialYear: "2027-28", sequence: 1 });
    expect((await allocate("2027-04-01T09:00:00Z")).number).toBe("SHAKTIB/2027-28/000002");
    // Credit notes have their own series, from 1 in each year too.
    expect((await allocate("2027-03-31T18:30:00Z", "credit-note")).number).toBe("SHAKTIB/CN/2027-28/000001");
    // The old year's series goes on where it stopped for a document dated in it.
    expect((await allocate("2027-03-30T10:00:00Z")).number).toBe("SHAKTIB/2026-27/000003");
  });

  it("gives a rolled-back order's number to the next one", async () => {
    const seller = await shaktiSeller();
    const input = { sellerId: seller.id, series: "invoice" as const, prefix: "ROLL", issuedOn: "2030-06-01" };
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await allocateDocumentNumber(tx, input);
        throw new Error("the order failed after taking its number");
      }),
    ).rejects.toThrow("the order failed");
    expect((await app.ctx.db.transaction((tx) => allocateDocumentNumber(tx, input))).number).toBe("ROLL/2030-31/000001");
  });
});
