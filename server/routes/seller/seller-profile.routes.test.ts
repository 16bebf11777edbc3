import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { emailOutbox, profiles } from "../../db/schema";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

const GSTIN = "27AAPFU0939F1ZV";
const OTHER_GSTIN = "29AAGCB7383J1Z4";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const profileInput = (overrides: Record<string, unknown> = {}) => ({
  companyName: "Sharma Traders",
  contactPerson: "Asha Sharma",
  phone: "+91 98765-43210",
  address: "12 MG Road, Pune",
  ...overrides,
});
const bankInput = (overrides: Record<string, unknown> = {}) => ({
  accountHolderName: "Sharma Traders",
  accountNumber: "001234567890",
  confirmAccountNumber: "001234567890",
  ifscCode: "hdfc0000001",
  branch: "Fort, Mumbai",
  ...overrides,
});
const putProfile = (headers: Record<string, string>, payload: object) => app.inject({ method: "PUT", url: "/api/seller/profile", headers, payload });
const putBank = (headers: Record<string, string>, payload: object) => app.inject({ method: "PUT", url: "/api/seller/bank-details", headers, payload });
const emailsTo = (address: string) => app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address));

describe("seller business profile", () => {
  it("saves company, contact, mobile (as ten digits), address and, before verification, the GSTIN", async () => {
    const seller = await signInAs(app, "seller", { isVerified: false, gstNumber: null });
    const res = await putProfile(seller.headers, profileInput({ gstNumber: ` ${GSTIN.toLowerCase()} ` }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...profileInput({ phone: "9876543210" }), gstNumber: GSTIN, isVerified: false, gstNumberEditable: true, bankDetails: null });
    expect((await app.inject({ url: "/api/seller/profile", headers: seller.headers })).json()).toEqual(res.json());
  });

  it("locks the GSTIN once the seller is verified: the same one passes, another is refused (422)", async () => {
    const seller = await signInAs(app, "seller", { isVerified: true, gstNumber: GSTIN });
    expect((await app.inject({ url: "/api/seller/profile", headers: seller.headers })).json()).toMatchObject({ gstNumberEditable: false });
    expect((await putProfile(seller.headers, profileInput({ gstNumber: GSTIN }))).statusCode).toBe(200);
    const changed = await putProfile(seller.headers, profileInput({ gstNumber: OTHER_GSTIN, companyName: "Renamed" }));
    expect(changed.statusCode).toBe(422);
    expect(changed.json().error.code).toBe("GSTIN_LOCKED");
    const [row] = await app.ctx.db.select().from(profiles).where(eq(profiles.id, seller.profile.id));
    expect(row).toMatchObject({ gstNumber: GSTIN, companyName: "Sharma Traders" });
  });

  it("refuses an invalid mobile or GSTIN and unknown fields (400)", async () => {
    const seller = await signInAs(app, "seller", { isVerified: false });
    for (const payload of [profileInput({ phone: "12345" }), profileInput({ gstNumber: "27AAPFU0939F1ZX" }), profileInput({ isVerified: true })]) {
      expect((await putProfile(seller.headers, payload)).statusCode).toBe(400);
    }
  });

  it("is for sellers only: 401 anonymous, 403 buyers", async () => {
    const buyer = await signInAs(app, "buyer");
    expect((await app.inject({ url: "/api/seller/profile" })).statusCode).toBe(401);
    expect((await app.inject({ url: "/api/seller/profile", headers: buyer.headers })).statusCode).toBe(403);
    expect((await putBank(buyer.headers, bankInput())).statusCode).toBe(403);
  });
});

describe("seller bank details", () => {
  it("takes the bank's name from the IFSC dataset, never answers the full account number, and emails the seller", async () => {
    const seller = await signInAs(app, "seller");
    const res = await putBank(seller.headers, bankInput());
    expect(res.statusCode).toBe(200);
    expect(res.json().bankDetails).toEqual({
      accountHolderName: "Sharma Traders",
      accountNumberLast4: "7890",
      bankName: "HDFC Bank",
      ifscCode: "HDFC0000001",
      branch: "Fort, Mumbai",
    });
    const read = await app.inject({ url: "/api/seller/profile", headers: seller.headers });
    for (const body of [res.body, read.body]) expect(body).not.toContain("001234567890");
    const [row] = await app.ctx.db.select().from(profiles).where(eq(profiles.id, seller.profile.id));
    expect(row?.bankAccountNumber).toBe("001234567890");

    const emails = await emailsTo(seller.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe("Your payout bank account was changed");
    expect(emails[0]!.textBody).toContain("HDFC Bank, account •••• 7890");
    expect(emails[0]!.textBody).not.toContain("001234567890");

    // Saving the same details again changes nothing, so nobody is alarmed.
    expect((await putBank(seller.headers, bankInput({ ifscCode: "HDFC0000001" }))).statusCode).toBe(200);
    expect(await emailsTo(seller.email)).toHaveLength(1);
    expect((await putBank(seller.headers, bankInput({ ifscCode: "SBIN0001234" }))).json().bankDetails.bankName).toBe("State Bank of India");
    expect(await emailsTo(seller.email)).toHaveLength(2);
  });

  it("refuses an IFSC the dataset does not know (422) and a malformed one (400), saving nothing", async () => {
    const seller = await signInAs(app, "seller");
    const unknown = await putBank(seller.headers, bankInput({ ifscCode: "HDFC0000000" }));
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toMatchObject({ code: "IFSC_NOT_FOUND", message: expect.stringContaining("HDFC0000000") });
    expect((await putBank(seller.headers, bankInput({ ifscCode: "HDFC000001" }))).statusCode).toBe(400);
    expect((await app.inject({ url: "/api/seller/profile", headers: seller.headers })).json().bankDetails).toBeNull();
    expect(await emailsTo(seller.email)).toHaveLength(0);
  });

  it("refuses account numbers that differ or are not 9 to 18 digits (400)", async () => {
    const seller = await signInAs(app, "seller");
    const differ = await putBank(seller.headers, bankInput({ confirmAccountNumber: "001234567891" }));
    expect(differ.statusCode).toBe(400);
    for (const accountNumber of ["12345678", "1234567890123456789", "12345ABC90"]) {
      expect((await putBank(seller.headers, bankInput({ accountNumber, confirmAccountNumber: accountNumber }))).statusCode).toBe(400);
    }
  });

  it("looks an IFSC up for the form: the bank's name, or 422 when unknown", async () => {
    const seller = await signInAs(app, "seller");
    const found = await app.inject({ url: "/api/seller/ifsc/sbin0001234", headers: seller.headers });
    expect(found.json()).toEqual({ ifscCode: "SBIN0001234", bankName: "State Bank of India" });
    expect((await app.inject({ url: "/api/seller/ifsc/SBIN0000000", headers: seller.headers })).json().error.code).toBe("IFSC_NOT_FOUND");
  });
});
