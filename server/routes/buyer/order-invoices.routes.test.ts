import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gstinCheckCharacter } from "@domain/india/gstin";
import type { App } from "../../app";
import { emailOutbox, orderInvoices, orderItems, orders, profiles } from "../../db/schema";
import { createTestProduct, createTestSeller } from "../../modules/catalog/test-factories";
import { createCheckout } from "../../modules/checkout/create-checkout";
import { checkoutRequest, payInSimulator } from "../../modules/checkout/test-factories";
import { checkPaymentStatus } from "../../modules/payments/check-payment-status";
import { pdfText } from "../../test/pdf-text";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

/**
 * The seller's GST tax invoice of each paid order (issue 32): CGST + SGST within a state, IGST across states, B2B with
 * the buyer's GSTIN when chosen at checkout; downloaded by the buyer, the seller and an admin, and nobody else.
 */

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

type Buyer = Awaited<ReturnType<typeof signInAs>>;
const gstin = (first14: string) => first14 + gstinCheckCharacter(first14);
const MAHARASHTRA_SELLER = gstin("27AAPFU0939F1Z");
const KARNATAKA_SELLER = gstin("29AAGCB7383J1Z");
const BUYER_GSTIN = gstin("27AABCK1234L1Z");
let prefixes = 0;

/** A seller registered in a state (its GSTIN's first two digits), with an invoice prefix of its own. */
async function sellerWith(gstNumber: string, companyName: string) {
  const seller = await createTestSeller(app.ctx.db, { companyName, gstNumber });
  const invoicePrefix = `T${(prefixes += 1)}${companyName.slice(0, 3).toUpperCase()}`;
  await app.ctx.db.update(profiles).set({ invoicePrefix }).where(eq(profiles.id, seller.id));
  return { ...seller, invoicePrefix };
}

/** Pays a checkout through the simulator (to a Mumbai address) and answers the buyer's newest order. */
async function buy(buyer: Buyer, productId: string, quantity: number, useGstin?: boolean) {
  const { orderId, paymentSessionId } = await createCheckout(
    app.ctx,
    { id: buyer.profile.id, email: buyer.email },
    checkoutRequest([{ productId, quantity }], useGstin ? { useGstin } : {}),
  );
  await payInSimulator(app, paymentSessionId, "pay");
  expect((await checkPaymentStatus(app.ctx, buyer.profile.id, orderId)).status).toBe("paid");
  const [order] = await app.ctx.db.select().from(orders).where(eq(orders.buyerId, buyer.profile.id)).orderBy(desc(orders.createdAt)).limit(1);
  return order!;
}

const download = (path: string, headers: Record<string, string>) => app.inject({ url: path, headers });

describe("an order's tax invoice", () => {
  it("within Maharashtra: CGST and SGST, half each; the buyer, its seller and an admin download it, nobody else", async () => {
    const seller = await sellerWith(MAHARASHTRA_SELLER, "Shakti Textiles");
    // ₹118 a unit at 18%: ₹100 taxable and ₹18 tax in each.
    const sari = await createTestProduct(app.ctx.db, seller.id, { name: "Cotton sari", price: 11_800, hsnCode: "52081190", gstRateBasisPoints: 1800 });
    const buyer = await signInAs(app, "buyer");
    const order = await buy(buyer, sari.id, 3);

    const [invoice] = await app.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, order.id));
    expect(invoice).toMatchObject({ kind: "B2C", taxableValue: 30_000, cgst: 2_700, sgst: 2_700, igst: 0, total: 35_400, placeOfSupply: "Maharashtra", placeOfSupplyCode: "27" });
    expect(invoice!.invoiceNumber).toMatch(new RegExp(`^${seller.invoicePrefix}/\\d{4}-\\d{2}/000001$`));
    const [item] = await app.ctx.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(item).toMatchObject({ hsnCode: "52081190", taxableValue: 30_000, cgst: 2_700, sgst: 2_700, igst: 0 });

    const detail = (await download(`/api/buyer/orders/${order.id}`, buyer.headers)).json();
    expect(detail.invoice).toEqual({ id: invoice!.id, invoiceNumber: invoice!.invoiceNumber, issuedOn: invoice!.issuedOn, kind: "B2C" });

    const pdf = await download(`/api/buyer/orders/${order.id}/invoice`, buyer.headers);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(`attachment; filename="${invoice!.invoiceNumber.replaceAll("/", "-")}.pdf"`);
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      "Tax Invoice",
      invoice!.invoiceNumber,
      "Shakti Textiles",
      `GSTIN: ${MAHARASHTRA_SELLER}`,
      "GSTIN: Unregistered",
      "Place of supply: Maharashtra (state code 27)",
      "Cotton sari",
      "52081190",
      "3 pcs",
      "9% + 9%",
      "CGST   Rs. 27.00",
      "SGST   Rs. 27.00",
      "Rs. 354.00",
      "Rupees Three Hundred Fifty Four Only",
      "Tax is payable on reverse charge: No",
      `Supply through e-commerce operator: ${app.ctx.config.invoicing.supplier.name}, GSTIN ${app.ctx.config.invoicing.supplier.gstin}`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("IGST");

    const admin = await signInAs(app, "admin");
    expect((await download(`/api/admin/orders/${order.id}/invoice`, admin.headers)).statusCode).toBe(200);
    const listed = (await download("/api/admin/orders", admin.headers)).json().orders as { id: string; invoiceNumber: string | null }[];
    expect(listed.find((row) => row.id === order.id)!.invoiceNumber).toBe(invoice!.invoiceNumber);

    // A stranger (another buyer, another seller) does not learn the invoice exists.
    const stranger = await signInAs(app, "buyer");
    const strangerAnswer = await download(`/api/buyer/orders/${order.id}/invoice`, stranger.headers);
    expect(strangerAnswer.statusCode).toBe(404);
    expect(strangerAnswer.json().error.code).toBe("INVOICE_NOT_FOUND");
    expect((await download(`/api/seller/orders/${order.id}/invoice`, (await signInAs(app, "seller")).headers)).statusCode).toBe(404);
    expect((await download(`/api/buyer/orders/not-an-order/invoice`, buyer.headers)).statusCode).toBe(404);
  });

  it("lets the seller download its own order's invoice, labelled in the seller's language, and lists it on the order", async () => {
    const seller = await signInAs(app, "seller", { companyName: "Kaveri Steel", gstNumber: KARNATAKA_SELLER, language: "hi" });
    await app.ctx.db.update(profiles).set({ invoicePrefix: "KAVERI" }).where(eq(profiles.id, seller.profile.id));
    const bolts = await createTestProduct(app.ctx.db, seller.profile.id, { name: "Hex bolts", price: 1_180, hsnCode: "7318", gstRateBasisPoints: 1800 });
    const order = await buy(await signInAs(app, "buyer"), bolts.id, 10);
    const listed = (await download("/api/seller/orders", seller.headers)).json().orders[0];
    expect(listed.invoice).toMatchObject({ invoiceNumber: expect.stringMatching(/^KAVERI\/\d{4}-\d{2}\/000001$/), kind: "B2C" });
    const pdf = await download(`/api/seller/orders/${order.id}/invoice`, seller.headers);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    // Labels in Hindi; names, numbers and figures as they are.
    for (const expected of ["टैक्स इनवॉइस", "Hex bolts", "7318", `GSTIN: ${KARNATAKA_SELLER}`, "IGST", "₹118.00"]) expect(text).toContain(expected);
  });

  it("from a Karnataka seller to Maharashtra: all IGST", async () => {
    const seller = await sellerWith(KARNATAKA_SELLER, "Bangalore Tools");
    const drill = await createTestProduct(app.ctx.db, seller.id, { name: "Drill machine", price: 10_500, hsnCode: "84672100", gstRateBasisPoints: 500 });
    const buyer = await signInAs(app, "buyer");
    const order = await buy(buyer, drill.id, 1);
    const [invoice] = await app.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, order.id));
    expect(invoice).toMatchObject({ taxableValue: 10_000, cgst: 0, sgst: 0, igst: 500, total: 10_500 });
    expect(order.intraState).toBe(false);
    const text = await pdfText((await download(`/api/buyer/orders/${order.id}/invoice`, buyer.headers)).rawPayload);
    expect(text).toContain("IGST   Rs. 5.00");
    expect(text).toContain("5%");
    expect(text).not.toContain("CGST");
  });

  it("B2B: with “Use my GSTIN”, the invoice names the GSTIN and legal name from the buyer's profile, and the confirmation carries it", async () => {
    const seller = await sellerWith(MAHARASHTRA_SELLER, "Pune Paper");
    const paper = await createTestProduct(app.ctx.db, seller.id, { name: "A4 paper ream", price: 11_200, hsnCode: "4802", gstRateBasisPoints: 1800 });
    const buyer = await signInAs(app, "buyer");
    const profile = {
      firstName: "Kiran",
      lastName: "Joshi",
      phone: "9876543210",
      shippingAddress: { address: "14 Linking Road", city: "Mumbai", state: "Maharashtra", zip: "400050", country: "India" },
      billingAddress: { address: "14 Linking Road", city: "Mumbai", state: "Maharashtra", zip: "400050", country: "India" },
      gstNumber: ` ${BUYER_GSTIN.toLowerCase()} `,
      gstLegalName: "Kiran Stationers LLP",
    };
    const saved = await app.inject({ method: "PUT", url: "/api/buyer/profile", headers: buyer.headers, payload: profile });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ gstNumber: BUYER_GSTIN, gstLegalName: "Kiran Stationers LLP" });

    const order = await buy(buyer, paper.id, 2, true);
    const [invoice] = await app.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, order.id));
    expect(invoice).toMatchObject({ kind: "B2B", recipient: { name: "Kiran Stationers LLP", gstin: BUYER_GSTIN } });
    const text = await pdfText((await download(`/api/buyer/orders/${order.id}/invoice`, buyer.headers)).rawPayload);
    expect(text).toContain(`GSTIN: ${BUYER_GSTIN}`);
    expect(text).toContain("Kiran Stationers LLP");

    const [mail] = await app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.subject, `Order ${order.orderNumber} placed: ₹224.00`));
    expect(mail!.textBody).toContain(`The seller's GST tax invoice ${invoice!.invoiceNumber} is attached.`);
    expect(mail!.attachments.map((attachment) => attachment.filename)).toEqual([`${invoice!.invoiceNumber.replaceAll("/", "-")}.pdf`]);
    expect(await pdfText(Buffer.from(mail!.attachments[0]!.contentBase64, "base64"))).toContain(`GSTIN: ${BUYER_GSTIN}`);

    // Without the box ticked the next order is B2C, GSTIN or not.
    const next = await buy(buyer, paper.id, 1);
    expect((await app.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, next.id)))[0]).toMatchObject({ kind: "B2C", recipient: { gstin: null } });
  });

  it("refuses “Use my GSTIN” when the profile has none (422), and takes no GSTIN from the browser", async () => {
    const seller = await sellerWith(MAHARASHTRA_SELLER, "Nashik Grapes");
    const grapes = await createTestProduct(app.ctx.db, seller.id, { price: 10_500, hsnCode: "0806", gstRateBasisPoints: 500 });
    const buyer = await signInAs(app, "buyer");
    const refused = await app.inject({ method: "POST", url: "/api/buyer/checkouts", headers: buyer.headers, payload: checkoutRequest([{ productId: grapes.id, quantity: 1 }], { useGstin: true }) });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe("GSTIN_NOT_ON_PROFILE");
    const smuggled = await app.inject({
      method: "POST",
      url: "/api/buyer/checkouts",
      headers: buyer.headers,
      payload: { ...checkoutRequest([{ productId: grapes.id, quantity: 1 }]), buyerGstin: { gstin: BUYER_GSTIN, legalName: "Not mine" } },
    });
    expect(smuggled.statusCode).toBe(400);
  });
});

describe("the buyer's GSTIN on the profile", () => {
  const valid = {
    firstName: "Ravi",
    lastName: "Kumar",
    phone: "9876543210",
    shippingAddress: { address: "21 Linking Road", city: "Mumbai", state: "Maharashtra", zip: "400050", country: "India" },
    billingAddress: { address: "21 Linking Road", city: "Mumbai", state: "Maharashtra", zip: "400050", country: "India" },
  };

  it("answers 400 naming the field for a wrong check character, a state code of no state, or a GSTIN without its legal name", async () => {
    const buyer = await signInAs(app, "buyer");
    const wrongCheck = BUYER_GSTIN.slice(0, 14) + (BUYER_GSTIN.endsWith("A") ? "B" : "A");
    const cases: [object, string, string][] = [
      [{ gstNumber: wrongCheck, gstLegalName: "Kumar Stores" }, "gstNumber", "Enter a valid 15-character GSTIN."],
      [{ gstNumber: gstin("99AABCK1234L1Z"), gstLegalName: "Kumar Stores" }, "gstNumber", "The first two digits of a GSTIN must be the code of an Indian state or union territory."],
      [{ gstNumber: BUYER_GSTIN }, "gstLegalName", "Enter the legal name registered with your GSTIN."],
    ];
    for (const [fields, path, message] of cases) {
      const res = await app.inject({ method: "PUT", url: "/api/buyer/profile", headers: buyer.headers, payload: { ...valid, ...fields } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path, message }] });
    }
    const [profile] = await app.ctx.db.select().from(profiles).where(eq(profiles.id, buyer.profile.id));
    expect(profile!.gstNumber).toBeNull();
  });

  it("keeps the GSTIN when the fields are left out, and clears it when sent empty", async () => {
    const buyer = await signInAs(app, "buyer");
    const put = (payload: object) => app.inject({ method: "PUT", url: "/api/buyer/profile", headers: buyer.headers, payload });
    await put({ ...valid, gstNumber: BUYER_GSTIN, gstLegalName: "Kumar Stores" });
    expect((await put(valid)).json()).toMatchObject({ gstNumber: BUYER_GSTIN, gstLegalName: "Kumar Stores" });
    expect((await put({ ...valid, gstNumber: "", gstLegalName: "" })).json()).toMatchObject({ gstNumber: null, gstLegalName: null });
  });
});

describe("the seller's invoice prefix", () => {
  const business = { companyName: "Shakti Textiles", contactPerson: "Meena Shah", phone: "9876543210", address: "12 Ring Road, Surat" };

  it("is saved in capitals, refused when not 1 to 12 letters or digits, and numbers the next invoice", async () => {
    const seller = await signInAs(app, "seller", { gstNumber: MAHARASHTRA_SELLER });
    const put = (invoicePrefix: string) => app.inject({ method: "PUT", url: "/api/seller/profile", headers: seller.headers, payload: { ...business, invoicePrefix } });
    const bad = await put("SH-1");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: "VALIDATION_ERROR", details: [{ path: "invoicePrefix", message: "Use 1 to 12 capital letters or digits." }] });
    expect((await put("a".repeat(13))).statusCode).toBe(400);
    const saved = await put(" shaktitx ");
    expect(saved.statusCode).toBe(200);
    expect(saved.json().invoicePrefix).toBe("SHAKTITX");

    const shawl = await createTestProduct(app.ctx.db, seller.profile.id, { price: 10_500, hsnCode: "6214", gstRateBasisPoints: 500 });
    const order = await buy(await signInAs(app, "buyer"), shawl.id, 1);
    const [invoice] = await app.ctx.db.select().from(orderInvoices).where(eq(orderInvoices.orderId, order.id));
    expect(invoice!.invoiceNumber).toMatch(/^SHAKTITX\/\d{4}-\d{2}\/000001$/);
    expect((await put("")).json().invoicePrefix).toBeNull();
  });
});
