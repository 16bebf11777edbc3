import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ThreadDetail, ThreadList } from "@domain/schemas/conversations";
import { indiaDate } from "@domain/subscription-term";
import type { App } from "../../app";
import { auditLog, threads } from "../../db/schema";
import { createTestProduct } from "../../modules/catalog/test-factories";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

/** Administrators read every conversation, page through them, download attachments, and close one (audit-logged). */

type Party = Awaited<ReturnType<typeof signInAs>>;
let app: App;
let admin: Party;
let buyer: Party;
let seller: Party;
let productId: string;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app, "admin");
  buyer = await signInAs(app, "buyer", { companyName: "Kumar General Stores" });
  seller = await signInAs(app, "seller", { companyName: "Shakti Textiles" });
  productId = (await createTestProduct(app.ctx.db, seller.profile.id, { name: "Cotton saree bundle", category: "Apparel" })).id;
});
afterAll(async () => app.close());

const send = (method: "GET" | "POST", url: string, who: Party, payload?: object) => app.inject({ method, url, headers: who.headers, payload });

async function enquiry(message = "Price for 50 bundles?") {
  const res = await send("POST", "/api/buyer/enquiries", buyer, { productId, quantity: 50, deliveryCity: "Indore", deliveryPincode: "452001", message });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { threadId: string }).threadId;
}

describe("reading conversations", () => {
  it("lists every thread, most recently active first, with both parties, in keyset pages", async () => {
    const older = await enquiry();
    const newer = await enquiry();
    await send("POST", `/api/seller/threads/${older}/messages`, seller, { body: "₹340 a bundle" });
    const first = (await send("GET", "/api/admin/threads?limit=1", admin)).json() as ThreadList;
    expect(first.items[0]).toMatchObject({
      id: older,
      subject: "Cotton saree bundle",
      status: "open",
      buyer: { companyName: "Kumar General Stores" },
      seller: { companyName: "Shakti Textiles" },
      lastMessage: "₹340 a bundle",
      unread: 0,
    });
    const second = (await send("GET", `/api/admin/threads?limit=1&cursor=${encodeURIComponent(first.nextCursor!)}`, admin)).json() as ThreadList;
    expect(second.items.map((item) => item.id)).toEqual([newer]);
  });

  it("reads a whole thread, messages, quotes and attachments included; buyers and sellers cannot use the admin routes", async () => {
    const threadId = await enquiry("Private terms 4410");
    const validUntil = indiaDate(new Date(Date.now() + 7 * 86_400_000));
    const quote = await send("POST", `/api/seller/threads/${threadId}/quotes`, seller, { productId, quantity: 50, unitPrice: 33_000, validUntil });
    expect(quote.statusCode).toBe(201);
    const key = `messages/${threadId}/spec.pdf`;
    await app.ctx.storage.put(key, Buffer.from("%PDF-1.4 spec"), { contentType: "application/pdf" });
    const attached = await send("POST", `/api/buyer/threads/${threadId}/messages`, buyer, { body: "See the spec" });
    const messageId = (attached.json() as { id: string }).id;
    await app.ctx.db.execute(
      sql`update thread_messages set attachment_key = ${key}, attachment_name = 'spec.pdf', attachment_type = 'application/pdf', attachment_bytes = 13 where id = ${messageId}`,
    );

    const detail = (await send("GET", `/api/admin/threads/${threadId}`, admin)).json() as ThreadDetail;
    expect(detail.messages.map((m) => m.author)).toEqual(["buyer", "seller", "buyer"]);
    expect(detail.messages[0]!.body).toBe("Private terms 4410");
    expect(detail.messages[2]!.attachment).toEqual({ name: "spec.pdf", contentType: "application/pdf", bytes: 13 });
    expect(detail.quotes).toEqual([expect.objectContaining({ unitPrice: 33_000, quantity: 50, state: "sent" })]);

    const file = await send("GET", `/api/admin/threads/${threadId}/attachments/${messageId}`, admin);
    expect([file.statusCode, file.body]).toEqual([200, "%PDF-1.4 spec"]);
    for (const who of [buyer, seller]) {
      expect((await send("GET", "/api/admin/threads", who)).statusCode).toBe(403);
      expect((await send("GET", `/api/admin/threads/${threadId}`, who)).statusCode).toBe(403);
      expect((await send("POST", `/api/admin/threads/${threadId}/close`, who, { reason: "Trying my luck" })).statusCode).toBe(403);
    }
    expect((await send("GET", `/api/admin/threads/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
  });
});

describe("closing a conversation", () => {
  it("needs a reason, closes the thread with a notice, and writes an audit_log row", async () => {
    const threadId = await enquiry();
    const noReason = await send("POST", `/api/admin/threads/${threadId}/close`, admin, { reason: " " });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details).toEqual([{ path: "reason", message: "Give a reason." }]);

    const closed = await send("POST", `/api/admin/threads/${threadId}/close`, admin, { reason: "Abusive messages" });
    expect(closed.statusCode).toBe(200);
    const detail = closed.json() as ThreadDetail;
    expect(detail).toMatchObject({ status: "closed", closedReason: "Abusive messages" });
    expect(detail.messages.at(-1)).toMatchObject({ author: "admin", body: "This conversation was closed by the platform: Abusive messages" });
    expect(((await send("GET", "/api/admin/threads?limit=50", admin)).json() as ThreadList).items.find((t) => t.id === threadId)?.status).toBe("closed");

    const rows = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, threadId));
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: admin.profile.id,
        action: "thread.close",
        entityType: "thread",
        details: { before: { status: "open" }, after: { status: "closed", reason: "Abusive messages" } },
      }),
    ]);
    const page = (await send("GET", `/api/admin/audit-log?action=thread.close&entityType=thread&entityId=${threadId}`, admin)).json() as { entries: { action: string }[] };
    expect(page.entries.map((entry) => entry.action)).toEqual(["thread.close"]);

    // Closing again changes nothing and logs nothing more.
    expect((await send("POST", `/api/admin/threads/${threadId}/close`, admin, { reason: "Again" })).json()).toMatchObject({ closedReason: "Abusive messages" });
    expect(await app.ctx.db.select().from(auditLog).where(eq(auditLog.entityId, threadId))).toHaveLength(1);
  });

  it("writes the audit row in the same transaction: when it cannot be written, the thread stays open", async () => {
    const threadId = await enquiry();
    await app.ctx.db.execute(sql.raw(`create function refuse_thread_audit() returns trigger language plpgsql as $$
      begin if new.entity_id = '${threadId}' then raise exception 'audit refused'; end if; return new; end $$`));
    await app.ctx.db.execute(sql`create trigger refuse_thread_audit before insert on audit_log for each row execute function refuse_thread_audit()`);
    try {
      expect((await send("POST", `/api/admin/threads/${threadId}/close`, admin, { reason: "Spam" })).statusCode).toBe(500);
    } finally {
      await app.ctx.db.execute(sql`drop trigger refuse_thread_audit on audit_log`);
      await app.ctx.db.execute(sql`drop function refuse_thread_audit()`);
    }
    const [row] = await app.ctx.db.select().from(threads).where(eq(threads.id, threadId));
    expect(row).toMatchObject({ status: "open", closedReason: null });
    const detail = (await send("GET", `/api/admin/threads/${threadId}`, admin)).json() as ThreadDetail;
    expect(detail.messages.map((m) => m.author)).toEqual(["buyer"]);
  });

  it("a closed thread refuses both parties' messages and the seller's quotes with 409 THREAD_CLOSED", async () => {
    const threadId = await enquiry();
    await send("POST", `/api/admin/threads/${threadId}/close`, admin, { reason: "At the buyer's request" });
    for (const [side, who] of [["buyer", buyer], ["seller", seller]] as const) {
      const res = await send("POST", `/api/${side}/threads/${threadId}/messages`, who, { body: "Hello?" });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ error: { code: "THREAD_CLOSED" } });
    }
    const validUntil = indiaDate(new Date(Date.now() + 7 * 86_400_000));
    const quote = await send("POST", `/api/seller/threads/${threadId}/quotes`, seller, { productId, quantity: 50, unitPrice: 30_000, validUntil });
    expect(quote.statusCode).toBe(409);
    expect(quote.json()).toMatchObject({ error: { code: "THREAD_CLOSED" } });
  });

  it("a closed buy-lead thread refuses the seller answering the lead again", async () => {
    const requirement = await send("POST", "/api/buyer/requirements", buyer, { category: "Apparel", productName: "Saree bundles", quantity: 100, deliveryCity: "Indore", deliveryPincode: "452001" });
    const requirementId = (requirement.json() as { id: string }).id;
    const answered = await send("POST", `/api/seller/buy-leads/${requirementId}/respond`, seller, { message: "Yes, we have them." });
    const { threadId } = answered.json() as { threadId: string };
    await send("POST", `/api/admin/threads/${threadId}/close`, admin, { reason: "Spam" });
    const again = await send("POST", `/api/seller/buy-leads/${requirementId}/respond`, seller, { message: "Hello again" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: "THREAD_CLOSED" } });
  });
});
