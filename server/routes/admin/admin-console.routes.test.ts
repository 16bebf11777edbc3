import type { AdminOverview } from "@domain/schemas/admin-overview";
import { and, asc, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { auditLog, emailOutbox, products, profiles, sellerDocuments } from "../../db/schema";
import { createUserWithProfile } from "../../db/seed/factories";
import { assertAnotherAdminRemains, lockAdminRoster } from "../../modules/admin/admin-users";
import { createTestOrder, createTestProduct } from "../../modules/orders/test-factories";
import { signIn, signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

let app: App;
let admin: Awaited<ReturnType<typeof signInAs>>;
beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, "admin");
});
afterAll(async () => app.close());

const call = (method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", url: string, payload?: object, headers = admin.headers) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const auditRows = (entityId: string) => app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

describe("the admin dashboard", () => {
  it("counts users and products and sums the revenue of orders not cancelled, by status and by day", async () => {
    const before = (await call("GET", "/api/admin/overview")).json() as AdminOverview;
    const seller = await signInAs(app, "seller");
    const buyer = await signInAs(app, "buyer");
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, price: 1_000_00 });
    const kept = await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: seller.profile.id, lines: [{ product, quantity: 3 }] });
    await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: seller.profile.id, lines: [{ product, quantity: 1 }], status: "Cancelled" });
    const after = (await call("GET", "/api/admin/overview")).json() as AdminOverview;
    expect(after.users.buyers - before.users.buyers).toBe(1);
    expect(after.users.sellers - before.users.sellers).toBe(1);
    expect(after.products - before.products).toBe(1);
    expect(after.revenue - before.revenue).toBe(kept.order.totalAmount);
    expect(after.revenueByDay).toHaveLength(30);
    expect(after.revenueByDay.reduce((sum, day) => sum + day.revenue, 0)).toBeGreaterThanOrEqual(kept.order.totalAmount);
    expect(after.ordersByStatus.find((row) => row.status === "Cancelled")?.count).toBeGreaterThanOrEqual(1);
  });
});

describe("seller verification", () => {
  it("lists a pending seller with its documents, which the admin can open; approving verifies seller and documents", async () => {
    const seller = await signInAs(app, "seller", { isVerified: false, companyName: "Pending Pipes Pvt Ltd" });
    const [document] = await app.ctx.db
      .insert(sellerDocuments)
      .values({ userId: seller.profile.id, documentType: "GST Certificate", fileUrl: `kyc/${seller.profile.id}/gst.pdf` })
      .returning();
    await app.ctx.storage.put(document!.fileUrl, Buffer.from("%PDF-1.4 gst"), { contentType: "application/pdf" });
    const list = (await call("GET", "/api/admin/verifications")).json() as { sellers: { sellerId: string; companyName: string; documents: { id: string }[] }[] };
    const pending = list.sellers.find((row) => row.sellerId === seller.profile.id);
    expect(pending).toMatchObject({ companyName: "Pending Pipes Pvt Ltd", documents: [{ id: document!.id }] });
    const file = await call("GET", `/api/admin/documents/${document!.id}/file`);
    expect([file.statusCode, file.body]).toEqual([200, "%PDF-1.4 gst"]);
    expect((await call("GET", `/api/admin/documents/${document!.id}/file`, undefined, seller.headers)).statusCode).toBe(403);

    expect((await call("POST", `/api/admin/verifications/${seller.profile.id}`, { decision: "approve" })).statusCode).toBe(204);
    const [profile] = await app.ctx.db.select().from(profiles).where(eq(profiles.id, seller.profile.id));
    expect(profile!.isVerified).toBe(true);
    const [verified] = await app.ctx.db.select().from(sellerDocuments).where(eq(sellerDocuments.id, document!.id));
    expect(verified!.status).toBe("verified");
    expect((await auditRows(seller.profile.id)).map((row) => row.action)).toEqual(["seller.verify"]);
    const mails = await app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, seller.email));
    expect(mails.map((mail) => mail.subject)).toContain("Your seller account is verified");
  });

  it("rejecting needs a reason, keeps the seller unverified and emails the reason", async () => {
    const seller = await signInAs(app, "seller", { isVerified: false });
    expect((await call("POST", `/api/admin/verifications/${seller.profile.id}`, { decision: "reject" })).statusCode).toBe(400);
    expect((await call("POST", `/api/admin/verifications/${seller.profile.id}`, { decision: "reject", reason: "The GST certificate is unreadable." })).statusCode).toBe(204);
    const [profile] = await app.ctx.db.select().from(profiles).where(eq(profiles.id, seller.profile.id));
    expect(profile).toMatchObject({ isVerified: false, verificationNote: "The GST certificate is unreadable." });
    const [mail] = await app.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, seller.email), eq(emailOutbox.subject, "Your seller verification needs attention")));
    expect(mail!.textBody).toContain("The GST certificate is unreadable.");
  });
});

describe("users", () => {
  it("finds accounts by email, company or GSTIN and filters by role", async () => {
    const seller = await signInAs(app, "seller", { companyName: "Findable Fabrics" });
    const byCompany = (await call("GET", "/api/admin/users?q=findable&role=seller")).json() as { users: { id: string }[] };
    expect(byCompany.users.map((row) => row.id)).toEqual([seller.profile.id]);
    const byEmail = (await call("GET", `/api/admin/users?q=${encodeURIComponent(seller.email)}`)).json() as { users: { id: string }[] };
    expect(byEmail.users.map((row) => row.id)).toEqual([seller.profile.id]);
    expect(((await call("GET", "/api/admin/users?q=findable&role=buyer")).json() as { users: unknown[] }).users).toEqual([]);
  });

  it("deactivating ends the user's sessions at once and keeps them out; the audit keeps before and after", async () => {
    const buyer = await signInAs(app, "buyer");
    expect((await call("GET", "/api/account/me", undefined, buyer.headers)).statusCode).toBe(200);
    const res = await call("PATCH", `/api/admin/users/${buyer.profile.id}`, { isActive: false });
    expect(res.json()).toMatchObject({ id: buyer.profile.id, isActive: false });
    expect((await call("GET", "/api/buyer/orders", undefined, buyer.headers)).statusCode).toBe(401);
    expect((await signIn(app, buyer.email, buyer.password).catch((error: Error) => error)) instanceof Error).toBe(true);
    const [row] = await auditRows(buyer.profile.id);
    expect(row).toMatchObject({ action: "user.deactivate", details: { before: { isActive: true }, after: { isActive: false } } });
  });

  it("a role change ends sessions; Admin keeps the account type", async () => {
    const seller = await signInAs(app, "seller");
    const res = await call("PATCH", `/api/admin/users/${seller.profile.id}`, { role: "admin" });
    expect(res.json()).toMatchObject({ isAdmin: true, accountType: "seller" });
    expect((await call("GET", "/api/seller/subscription", undefined, seller.headers)).statusCode).toBe(401);
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    expect((await call("PATCH", `/api/admin/users/${seller.profile.id}`, { role: "buyer" })).json()).toMatchObject({ isAdmin: false, accountType: "buyer" });
    expect((await app.inject(`/api/public/products/${product.id}`)).statusCode).toBe(404);
  });

  it("writes one audit row, with what changed before and after, for each change to a user", async () => {
    const seller = await signInAs(app, "seller", { isVerified: false });
    const id = seller.profile.id;
    const details = { companyName: "Renamed Traders", contactPerson: "Asha", phone: "9876543210", address: "12 Ring Road, Surat", gstNumber: null };
    for (const change of [{ isVerified: true }, { isVerified: false }, { isActive: false }, { isActive: true }, { platformFeePercentage: 2.5 }, { details }, { role: "buyer" }])
      expect((await call("PATCH", `/api/admin/users/${id}`, change)).statusCode).toBe(200);
    const rows = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.id));
    expect(rows.map((row) => [row.action, row.actorId])).toEqual(
      ["user.verify", "user.unverify", "user.deactivate", "user.activate", "user.platform_fee", "user.details", "user.role"].map((action) => [action, admin.profile.id]),
    );
    expect(rows[4]!.details).toEqual({ before: { platformFeePercentage: null }, after: { platformFeePercentage: "2.50" } });
    expect(rows[5]!.details).toMatchObject({ after: { companyName: "Renamed Traders", address: "12 Ring Road, Surat" } });
    expect(rows[6]!.details).toEqual({ before: { isAdmin: false, accountType: "seller" }, after: { isAdmin: false, accountType: "buyer", productsHidden: 0 } });
  });

  it("counts the admins that would stay active: an inactive admin can go while one other remains, the last active one cannot", async () => {
    const inactive = await createUserWithProfile(app.ctx.db, { email: "resting-admin@example.test", password: "Passw0rd!x", accountType: "buyer", isAdmin: true, isActive: false });
    const rolledBack = new Error("roll back");
    await expect(
      app.ctx.db.transaction(async (tx) => {
        await lockAdminRoster(tx);
        await tx.update(profiles).set({ isActive: false }).where(and(eq(profiles.isAdmin, true), ne(profiles.id, admin.profile.id)));
        await assertAnotherAdminRemains(tx, inactive.id);
        await expect(assertAnotherAdminRemains(tx, admin.profile.id)).rejects.toMatchObject({ code: "LAST_ADMIN" });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });

  it("refuses an admin demoting or deactivating themself, and removing the last admin", async () => {
    for (const change of [{ role: "buyer" }, { isActive: false }]) {
      const res = await call("PATCH", `/api/admin/users/${admin.profile.id}`, change);
      expect([res.statusCode, res.json().error.code]).toEqual([422, "SELF_CHANGE_REFUSED"]);
    }
    // Every other admin demoted, concurrently: one admin must remain.
    const others = (await app.ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.isAdmin, true))).filter((row) => row.id !== admin.profile.id);
    const answers = await Promise.all(others.map((row) => call("PATCH", `/api/admin/users/${row.id}`, { role: "buyer" })));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const second = await signInAs(app, "admin");
    const lastTwo = await Promise.all([
      call("PATCH", `/api/admin/users/${second.profile.id}`, { role: "buyer" }),
      call("PATCH", `/api/admin/users/${admin.profile.id}`, { role: "buyer" }, second.headers),
    ]);
    // One wins; the other is refused: 422 LAST_ADMIN, or, when its caller was the one just demoted,
    // 401 (the role change ended that caller's sessions) or 403 (it is no longer an admin).
    const statuses = lastTwo.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 403, 422]).toContain(statuses[1]);
    expect((await app.ctx.db.select().from(profiles).where(eq(profiles.isAdmin, true))).length).toBe(1);
    // Either of the two may have won; the rest of the file acts as an admin that surely still is one.
    admin = await signInAs(app, "admin");
  });

  it("sets and clears a seller's own platform fee, to two decimals", async () => {
    const seller = await signInAs(app, "seller");
    expect((await call("PATCH", `/api/admin/users/${seller.profile.id}`, { platformFeePercentage: 3.75 })).json()).toMatchObject({ platformFeePercentage: 3.75 });
    expect((await call("PATCH", `/api/admin/users/${seller.profile.id}`, { platformFeePercentage: 3.755 })).statusCode).toBe(400);
    expect((await call("PATCH", `/api/admin/users/${seller.profile.id}`, { platformFeePercentage: 101 })).statusCode).toBe(400);
    expect((await call("PATCH", `/api/admin/users/${seller.profile.id}`, { platformFeePercentage: null })).json()).toMatchObject({ platformFeePercentage: null });
  });
});

describe("company details and deletion", () => {
  it("edits company details, checking the GSTIN and mobile; blanks clear; the audit keeps before and after", async () => {
    const seller = await signInAs(app, "seller", { companyName: "Old Name Traders" });
    const details = { companyName: "Surat Silk House", contactPerson: "Meena Shah", phone: "9876543210", address: "Ring Road, Surat", gstNumber: "24aaacs1234k1zn" };
    const bad = await call("PATCH", `/api/admin/users/${seller.profile.id}`, { details: { ...details, gstNumber: "24AAACS1234K1Z0" } });
    expect(bad.statusCode).toBe(400);
    const res = await call("PATCH", `/api/admin/users/${seller.profile.id}`, { details });
    expect(res.json()).toMatchObject({ ...details, gstNumber: "24AAACS1234K1ZN" });
    const cleared = await call("PATCH", `/api/admin/users/${seller.profile.id}`, { details: { ...details, address: "  " } });
    expect(cleared.json()).toMatchObject({ address: null });
    const [first] = await auditRows(seller.profile.id);
    expect(first).toMatchObject({ action: "user.details", details: { before: { companyName: "Old Name Traders" }, after: { companyName: "Surat Silk House" } } });
  });

  it("removes an account with no books, with everything it owns", async () => {
    const buyer = await signInAs(app, "buyer");
    const res = await call("DELETE", `/api/admin/users/${buyer.profile.id}`);
    expect(res.json()).toEqual({ outcome: "removed" });
    expect(await app.ctx.db.select().from(profiles).where(eq(profiles.id, buyer.profile.id))).toEqual([]);
    expect((await call("GET", "/api/account/me", undefined, buyer.headers)).statusCode).toBe(401);
    const [row] = await auditRows(buyer.profile.id);
    expect(row).toMatchObject({ action: "user.delete", details: { before: { accountType: "buyer", isAdmin: false }, after: { outcome: "removed" } } });
    expect(JSON.stringify(row!.details)).not.toContain(buyer.email);
  });

  it("anonymises an account with orders: login and personal data go, the orders stay", async () => {
    const seller = await signInAs(app, "seller", { companyName: "Ludhiana Cycle Co" });
    const buyer = await signInAs(app, "buyer");
    const product = await createTestProduct(app.ctx.db, { sellerId: seller.profile.id });
    const { order } = await createTestOrder(app.ctx.db, { buyerId: buyer.profile.id, sellerId: seller.profile.id, lines: [{ product, quantity: 1 }] });
    const details = { companyName: "Ludhiana Cycle Co", contactPerson: "Harpreet", phone: "9876543210", address: "Focal Point, Ludhiana", gstNumber: null };
    expect((await call("PATCH", `/api/admin/users/${seller.profile.id}`, { details })).statusCode).toBe(200);
    expect((await call("PATCH", `/api/admin/users/${seller.profile.id}`, { isVerified: false })).statusCode).toBe(200);
    expect((await call("DELETE", `/api/admin/users/${seller.profile.id}`)).json()).toEqual({ outcome: "anonymised" });
    // The audit log keeps what was done and by whom, not who the person was.
    const audited = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, seller.profile.id)).orderBy(asc(auditLog.id));
    expect(audited.map((row) => row.action)).toEqual(["user.details", "user.unverify", "user.delete"]);
    expect(audited[0]!.details).toEqual({ before: {}, after: {} });
    expect(audited[1]!.details).toEqual({ before: { isVerified: true }, after: { isVerified: false } });
    for (const trace of ["Ludhiana Cycle Co", "Harpreet", "9876543210", "Focal Point", seller.email]) expect(JSON.stringify(audited)).not.toContain(trace);
    expect(await app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, seller.email))).toEqual([]);
    const [profile] = await app.ctx.db.select().from(profiles).where(eq(profiles.id, seller.profile.id));
    expect(profile).toMatchObject({ companyName: null, phone: null, bankAccountNumber: null, isActive: false });
    expect(profile?.anonymisedAt).toBeInstanceOf(Date);
    const kept = await call("GET", `/api/admin/orders?q=${order.orderNumber}`);
    expect(kept.json().orders.map((row: { id: string }) => row.id)).toEqual([order.id]);
    expect(await app.ctx.db.select().from(products).where(eq(products.sellerId, seller.profile.id))).toEqual([]);
    expect((await signIn(app, seller.email, seller.password).catch((error: Error) => error)) instanceof Error).toBe(true);
    const listed = (await call("GET", `/api/admin/users?q=${seller.profile.id.slice(0, 8)}`)).json() as { users: { email: string; anonymisedAt: string | null }[] };
    expect(listed.users[0]?.anonymisedAt).not.toBeNull();
    expect((await call("DELETE", `/api/admin/users/${seller.profile.id}`)).statusCode).toBe(404);
  });

  it("refuses deleting yourself", async () => {
    const res = await call("DELETE", `/api/admin/users/${admin.profile.id}`);
    expect([res.statusCode, res.json().error.code]).toEqual([422, "SELF_CHANGE_REFUSED"]);
  });
});

describe("settings and admin tools", () => {
  it("reads 5% until saved, saves two decimals within 0–100, and audits the change", async () => {
    expect((await call("GET", "/api/admin/settings/platform-fee")).json()).toEqual({ percent: 5 });
    expect((await call("PUT", "/api/admin/settings/platform-fee", { percent: 100.5 })).statusCode).toBe(400);
    expect((await call("PUT", "/api/admin/settings/platform-fee", { percent: 4.567 })).statusCode).toBe(400);
    expect((await call("PUT", "/api/admin/settings/platform-fee", { percent: 4.25 })).json()).toEqual({ percent: 4.25 });
    expect((await call("GET", "/api/admin/settings/platform-fee")).json()).toEqual({ percent: 4.25 });
    const [row] = await auditRows("global_platform_fee");
    expect(row).toMatchObject({ action: "settings.global_fee", details: { before: { percent: 5 }, after: { percent: 4.25 } } });
    await call("PUT", "/api/admin/settings/platform-fee", { percent: 5 });
  });

  it("grants admin by email; unknown and existing admins get clear answers; the new admin must enrol two-factor", async () => {
    const buyer = await signInAs(app, "buyer");
    const granted = await call("POST", "/api/admin/admins", { email: buyer.email.toUpperCase() });
    expect(granted.json().message).toContain("is now an administrator");
    const again = await call("POST", "/api/admin/admins", { email: buyer.email });
    expect([again.statusCode, again.json().error.code]).toEqual([409, "ALREADY_ADMIN"]);
    expect((await call("POST", "/api/admin/admins", { email: "nobody@nowhere.test" })).statusCode).toBe(404);
    expect((await call("POST", "/api/admin/admins", { email: "" })).statusCode).toBe(400);
    const strict = await createTestApp({ REQUIRE_ADMIN_TOTP: "true" });
    try {
      const newAdmin = await signInAs(strict, "admin");
      const refused = await strict.inject({ url: "/api/admin/access", headers: newAdmin.headers });
      expect([refused.statusCode, refused.json().error.code]).toEqual([403, "TWO_FACTOR_REQUIRED"]);
    } finally {
      await strict.close();
    }
  });

  it("lists the audit log newest first, filtered by action, a page at a time", async () => {
    const buyer = await signInAs(app, "buyer");
    expect((await call("PATCH", `/api/admin/users/${buyer.profile.id}`, { isActive: false })).statusCode).toBe(200);
    const page = (await call("GET", "/api/admin/audit-log?action=user.deactivate&limit=1")).json() as { entries: { action: string; actorEmail: string }[]; nextBefore: number | null };
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({ action: "user.deactivate", actorEmail: admin.email });
    const history = (await call("GET", `/api/admin/audit-log?entityType=user&entityId=${buyer.profile.id}`)).json() as { entries: { action: string; entityId: string }[] };
    expect(history.entries.map((entry) => [entry.action, entry.entityId])).toEqual([["user.deactivate", buyer.profile.id]]);
    expect((await call("GET", "/api/admin/audit-log?action=user.nonsense")).statusCode).toBe(400);
    const all = (await call("GET", "/api/admin/audit-log?limit=100")).json() as { entries: { id: number }[] };
    const ids = all.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
