import { createEmailVerificationToken } from "better-auth/api";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gstinCheckCharacter } from "@domain/india/gstin";
import type { App } from "../../app";
import { account, profiles, user } from "../../db/schema";
import { emailsTo, latestEmail } from "../../test/outbox";
import { signIn } from "../../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../../test/test-app";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const GSTIN_BODY = "27AAPFU0939F1Z";
const GSTIN = GSTIN_BODY + gstinCheckCharacter(GSTIN_BODY);
const PASSWORD = "Kesar#Mango41";
let n = 0;
const uniqueEmail = (who: string) => `${who}-${Date.now()}-${++n}@example.in`;

const buyer = (overrides: Record<string, unknown> = {}) => ({
  contactPerson: "Ravi Kumar",
  email: uniqueEmail("buyer"),
  accountType: "buyer",
  businessSubtype: "retailer",
  companyName: "Kumar General Stores",
  phone: "+91 98765 43210",
  password: PASSWORD,
  ...overrides,
});
const seller = (overrides: Record<string, unknown> = {}) =>
  buyer({ email: uniqueEmail("seller"), accountType: "seller", businessSubtype: "manufacturer", gstNumber: GSTIN.toLowerCase(), ...overrides });

const register = (payload: Record<string, unknown>, headers: Record<string, string> = { origin: TEST_ORIGIN }) =>
  app.inject({ method: "POST", url: "/api/public/register", headers, payload });

const verifyToken = (token: string) =>
  app.inject({ method: "POST", url: "/api/public/verify-email", headers: { origin: TEST_ORIGIN }, payload: { token } });

const tokenFromLink = (link: string) => new URL(link).searchParams.get("token")!;

describe("POST /api/public/register", () => {
  it("creates a seller's user, password credential and profile with the registration data", async () => {
    const input = seller();
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ email: input.email, verificationEmailSent: true });

    const [created] = await app.ctx.db.select().from(user).where(eq(user.email, input.email as string));
    expect(created).toMatchObject({ name: "Ravi Kumar", emailVerified: false });
    const [credential] = await app.ctx.db.select().from(account).where(eq(account.userId, created!.id));
    expect(credential?.providerId).toBe("credential");
    expect(credential?.password).not.toContain(PASSWORD);
    const [profile] = await app.ctx.db.select().from(profiles).where(eq(profiles.id, created!.id));
    expect(profile).toMatchObject({
      accountType: "seller",
      businessSubtype: "manufacturer",
      companyName: "Kumar General Stores",
      contactPerson: "Ravi Kumar",
      phone: "9876543210",
      gstNumber: GSTIN,
      isAdmin: false,
      isVerified: false,
      isActive: true,
    });
  });

  it("keeps no GSTIN for a buyer and lowercases the email", async () => {
    const email = uniqueEmail("Mixed.Case").replace("mixed", "MiXeD");
    const res = await register(buyer({ email, gstNumber: GSTIN }));
    expect(res.statusCode).toBe(201);
    const [profile] = await app.ctx.db
      .select({ gstNumber: profiles.gstNumber, type: profiles.accountType })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(eq(user.email, email.toLowerCase()));
    expect(profile).toEqual({ gstNumber: null, type: "buyer" });
  });

  it("refuses a GSTIN with a bad format or a wrong check character, saying which", async () => {
    const badFormat = await register(seller({ gstNumber: "27AAPFU0939F" }));
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().error.code).toBe("VALIDATION_ERROR");
    expect(badFormat.json().error.details).toContainEqual({ path: "gstNumber", message: expect.stringMatching(/15 characters/) });

    const wrongCheck = GSTIN_BODY + (gstinCheckCharacter(GSTIN_BODY) === "A" ? "B" : "A");
    const badChecksum = await register(seller({ gstNumber: wrongCheck }));
    expect(badChecksum.statusCode).toBe(400);
    expect(badChecksum.json().error.message).toMatch(/check character/);

    const missing = await register(seller({ gstNumber: undefined }));
    expect(missing.json().error.details).toContainEqual({ path: "gstNumber", message: "Sellers must give their GST number (GSTIN)." });
  });

  it("refuses a business type of the other account type", async () => {
    const res = await register(buyer({ businessSubtype: "wholesaler" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ path: "businessSubtype", message: expect.stringMatching(/matches the account type/) }]);
  });

  it("refuses a phone that is not an Indian mobile number", async () => {
    const res = await register(buyer({ phone: "12345" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toEqual([{ path: "phone", message: expect.stringMatching(/Indian mobile/) }]);
  });

  it("refuses a short password and one of the most common passwords", async () => {
    const short = await register(buyer({ password: "abc" }));
    expect(short.json().error.details).toContainEqual({ path: "password", message: "Password must be at least 6 characters." });
    const common = await register(buyer({ password: "Password@123" }));
    expect(common.statusCode).toBe(400);
    expect(common.json().error.code).toBe("PASSWORD_TOO_COMMON");
  });

  it("answers an email already registered (in any case) as a new one, creating nothing and telling its owner", async () => {
    const first = buyer();
    const created = await register(first);
    expect(created.statusCode).toBe(201);
    const users = await app.ctx.db.select().from(user);
    const email = (first.email as string).toUpperCase();
    const again = await register(buyer({ email, companyName: "Other" }));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ ...created.json(), email: email.toLowerCase() });
    expect(await app.ctx.db.select().from(user)).toHaveLength(users.length);
    const warning = await latestEmail(app, first.email as string);
    expect(warning.subject).toBe("Someone tried to register with your email");
    expect(warning.links).toContain(`${TEST_ORIGIN}/login`);
    expect(await emailsTo(app, first.email as string)).toHaveLength(2);
  });

  it("refuses unknown fields such as a self-granted admin flag", async () => {
    const res = await register(buyer({ isAdmin: true }));
    expect(res.statusCode).toBe(400);
  });

  it("refuses a registration posted from another site", async () => {
    const res = await register(buyer(), { origin: "https://evil.example" });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("CROSS_ORIGIN_REFUSED");
  });

  it("keeps better-auth's own sign-up closed, so no user can exist without a profile", async () => {
    const email = uniqueEmail("bypass");
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/sign-up/email",
      headers: { origin: TEST_ORIGIN },
      payload: { email, password: PASSWORD, name: "Bypass" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe("NOT_FOUND");
    expect(await app.ctx.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });
});

describe("email verification", () => {
  it("emails a link to /confirm-email; sign-in waits for it; the link verifies once and then says so", async () => {
    const input = seller();
    const email = input.email as string;
    await register(input);
    const mail = await latestEmail(app, email);
    expect(mail.subject).toBe("Verify your BulkBazaar email");
    const link = mail.links.find((l) => l.includes("/confirm-email?token="));
    expect(link).toMatch(new RegExp(`^${TEST_ORIGIN}/confirm-email\\?token=`));

    const early = await app.inject({ method: "POST", url: "/api/auth/sign-in/email", headers: { origin: TEST_ORIGIN }, payload: { email, password: PASSWORD } });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({ code: "EMAIL_NOT_VERIFIED", message: expect.stringMatching(/verify your email/) });

    const first = await verifyToken(tokenFromLink(link!));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ result: "verified", accountType: "seller" });
    const reused = await verifyToken(tokenFromLink(link!));
    expect(reused.json()).toEqual({ result: "already_verified", accountType: "seller" });

    await expect(signIn(app, email, PASSWORD)).resolves.toMatch(/session_token=/);
  });

  it("lets an unverified user ask for the email again", async () => {
    const input = buyer();
    await register(input);
    const before = (await emailsTo(app, input.email as string)).length;
    const res = await app.inject({
      method: "POST",
      url: "/api/auth/send-verification-email",
      headers: { origin: TEST_ORIGIN },
      payload: { email: input.email },
    });
    expect(res.statusCode).toBe(200);
    expect(await emailsTo(app, input.email as string)).toHaveLength(before + 1);
  });

  it("says when a link has expired or is not valid", async () => {
    const input = buyer();
    await register(input);
    const [u] = await app.ctx.db.select().from(user).where(eq(user.email, input.email as string));
    const { secret } = await app.ctx.auth.$context;
    const expired = await createEmailVerificationToken(secret, u!.email, undefined, -60, { userId: u!.id });
    const res = await verifyToken(expired);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: "VERIFICATION_LINK_EXPIRED", message: expect.stringMatching(/expired/) });

    const forged = await createEmailVerificationToken("not-the-server-secret-at-all-000000", u!.email, undefined, 3600, { userId: u!.id });
    const bad = await verifyToken(forged);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("VERIFICATION_LINK_INVALID");
    const [still] = await app.ctx.db.select({ v: user.emailVerified }).from(user).where(eq(user.id, u!.id));
    expect(still?.v).toBe(false);
  });
});
