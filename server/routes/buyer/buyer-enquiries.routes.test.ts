import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ENQUIRIES_PER_HOUR, UNREAD_EMAIL_DELAY_MS } from "@domain/conversations";
import type { App } from "../../app";
import { jobs } from "../../db/schema";
import { createTestProduct } from "../../modules/catalog/test-factories";
import { sendUnreadMessageEmail } from "../../modules/conversations/unread-message-email";
import { emailsTo, latestEmail } from "../../test/outbox";
import { multipartFile } from "../../test/multipart-form";
import { signInAs } from "../../test/sign-in";
import { connectSse } from "../../test/sse-client";
import { createTestApp } from "../../test/test-app";
import { HTML_PAGE, PDF_HEAD } from "../../test/upload-samples";

/** Enquiries and the conversation around them, through the real routes, from both sides. */

type Party = Awaited<ReturnType<typeof signInAs>>;
let app: App;
let baseUrl: string;
let buyer: Party;
let seller: Party;
let product: { id: string; name: string };

beforeAll(async () => {
  app = await createTestApp();
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  buyer = await signInAs(app, "buyer", { companyName: "Kirana Mart" });
  seller = await signInAs(app, "seller", { companyName: "Surat Weaves" });
  product = await createTestProduct(app.ctx.db, seller.profile.id, { name: "Cotton saree bundle", minOrderQuantity: 20 });
});
afterAll(async () => app.close());

const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, who: Party, payload?: object) => app.inject({ method, url, headers: who.headers, payload });
const enquiry = (overrides: object = {}) => ({ productId: product.id, quantity: 50, targetUnitPrice: 35_000, deliveryCity: "Indore", deliveryPincode: "452001", message: "Price for 50 bundles?", ...overrides });

async function startThread(who = buyer) {
  const res = await send("POST", "/api/buyer/enquiries", who, enquiry());
  expect(res.statusCode).toBe(201);
  return (res.json() as { threadId: string }).threadId;
}

describe("POST /api/buyer/enquiries", () => {
  it("opens a thread the seller sees, with the buyer's terms and first message, and emails the seller at once", async () => {
    const threadId = await startThread();
    const list = (await send("GET", "/api/seller/threads", seller)).json() as { items: { id: string; unread: number; subject: string; buyer: { companyName: string } }[] };
    expect(list.items[0]).toMatchObject({ id: threadId, unread: 1, subject: "Cotton saree bundle", buyer: { companyName: "Kirana Mart" } });
    const detail = (await send("GET", `/api/seller/threads/${threadId}`, seller)).json();
    expect(detail).toMatchObject({ quantity: 50, targetUnitPrice: 35_000, deliveryCity: "Indore", deliveryPincode: "452001", product: { id: product.id } });
    expect(detail.messages).toEqual([expect.objectContaining({ author: "buyer", body: "Price for 50 bundles?" })]);
    const email = await latestEmail(app, seller.email);
    expect(email.subject).toBe("New enquiry: Cotton saree bundle");
    expect(email.textBody).toContain("Kirana Mart");
    expect(email.textBody).toContain("₹350.00 per unit");
    expect(email.links).toContain(`${app.ctx.config.publicUrl}/seller-dashboard/enquiries/${threadId}`);
  });

  it("asks for at least the minimum order, a real PIN code and a message, and names an existing product or seller", async () => {
    expect((await send("POST", "/api/buyer/enquiries", buyer, enquiry({ quantity: 19 }))).json()).toMatchObject({ error: { code: "BELOW_MIN_ORDER" } });
    expect((await send("POST", "/api/buyer/enquiries", buyer, enquiry({ deliveryPincode: "012345" }))).statusCode).toBe(400);
    expect((await send("POST", "/api/buyer/enquiries", buyer, enquiry({ message: "  " }))).statusCode).toBe(400);
    expect((await send("POST", "/api/buyer/enquiries", buyer, enquiry({ productId: crypto.randomUUID() }))).statusCode).toBe(404);
    expect((await send("POST", "/api/buyer/enquiries", buyer, enquiry({ productId: undefined, sellerId: buyer.profile.id }))).json()).toMatchObject({ error: { code: "PROFILE_NOT_FOUND" } });
    // A seller page's enquiry names the seller instead of a product.
    const direct = await send("POST", "/api/buyer/enquiries", buyer, enquiry({ productId: undefined, sellerId: seller.profile.id, quantity: 1 }));
    expect(direct.statusCode).toBe(201);
  });
});

describe("messages, read marks and attachments", () => {
  it("counts unread messages per side and clears them when read", async () => {
    const threadId = await startThread();
    const unread = async (who: Party, side: "buyer" | "seller") => ((await send("GET", `/api/${side}/threads/unread`, who)).json() as { unread: number }).unread;
    const before = await unread(seller, "seller");
    expect((await send("POST", `/api/seller/threads/${threadId}/read`, seller)).statusCode).toBe(204);
    expect(await unread(seller, "seller")).toBe(before - 1);
    const reply = await send("POST", `/api/seller/threads/${threadId}/messages`, seller, { body: "₹340 for 50, dispatch in 3 days" });
    expect(reply.statusCode).toBe(201);
    expect(await unread(buyer, "buyer")).toBeGreaterThanOrEqual(1);
    const detail = (await send("GET", `/api/buyer/threads/${threadId}`, buyer)).json() as { unread: number; messages: { author: string }[] };
    expect(detail.messages.map((m) => m.author)).toEqual(["buyer", "seller"]);
    expect(detail.unread).toBe(1);
    await send("POST", `/api/buyer/threads/${threadId}/read`, buyer);
    expect(((await send("GET", `/api/buyer/threads/${threadId}`, buyer)).json() as { unread: number }).unread).toBe(0);
  });

  it("takes a PDF up to 5 MB, refuses other kinds by content, and serves it only to the thread's parties", async () => {
    const threadId = await startThread();
    const upload = (who: Party, side: string, file: { name: string; type: string; content: Buffer }) => {
      const form = multipartFile(file);
      return app.inject({ method: "POST", url: `/api/${side}/threads/${threadId}/attachments?body=Specs`, headers: { ...who.headers, ...form.headers }, payload: form.payload });
    };
    const sent = await upload(buyer, "buyer", { name: "spec sheet.pdf", type: "application/pdf", content: PDF_HEAD });
    expect(sent.statusCode).toBe(201);
    const message = sent.json() as { id: string; body: string; attachment: { name: string; contentType: string } };
    expect(message).toMatchObject({ body: "Specs", attachment: { name: "spec-sheet.pdf", contentType: "application/pdf" } });
    // A web page renamed to .pdf is refused by what it is.
    expect((await upload(buyer, "buyer", { name: "evil.pdf", type: "application/pdf", content: HTML_PAGE })).statusCode).toBe(415);
    expect((await upload(buyer, "buyer", { name: "big.pdf", type: "application/pdf", content: Buffer.concat([PDF_HEAD, Buffer.alloc(5 * 1024 * 1024)]) })).statusCode).toBe(413);

    const download = await send("GET", `/api/seller/threads/${threadId}/attachments/${message.id}`, seller);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toBe('attachment; filename="spec-sheet.pdf"');
    expect(download.rawPayload.subarray(0, 8).toString()).toBe("%PDF-1.4");
    const stranger = await signInAs(app, "seller");
    expect((await send("GET", `/api/seller/threads/${threadId}/attachments/${message.id}`, stranger)).statusCode).toBe(404);
    const form = multipartFile({ name: "x.pdf", type: "application/pdf", content: PDF_HEAD });
    const strangerUpload = await app.inject({ method: "POST", url: `/api/seller/threads/${threadId}/attachments`, headers: { ...stranger.headers, ...form.headers }, payload: form.payload });
    expect(strangerUpload.statusCode).toBe(404);
  });

  it("emails a message still unread 15 minutes later, and nothing when it was read in time", async () => {
    const threadId = await startThread();
    const reply = (await send("POST", `/api/seller/threads/${threadId}/messages`, seller, { body: "Call me on 98200 12345" })).json() as { id: string };
    // The job is due 15 minutes after the message; the enquiry itself queued none (its email went at once).
    const queued = await app.ctx.db.select().from(jobs).where(eq(jobs.kind, "unread-message-email"));
    const job = queued.find((row) => row.payload.messageId === reply.id);
    expect(job!.payload.recipientSide).toBe("buyer");
    expect(job!.runAt.getTime() - job!.createdAt.getTime()).toBeGreaterThanOrEqual(UNREAD_EMAIL_DELAY_MS - 1000);
    const detail = (await send("GET", `/api/seller/threads/${threadId}`, seller)).json() as { messages: { id: string }[] };
    expect(queued.some((row) => row.payload.messageId === detail.messages[0]!.id)).toBe(false);
    const emailsBefore = (await emailsTo(app, buyer.email)).length;
    await sendUnreadMessageEmail(app.ctx, { messageId: reply.id, recipientSide: "buyer" });
    const unreadEmail = await latestEmail(app, buyer.email);
    expect(unreadEmail.subject).toBe("Unread message about Cotton saree bundle");
    // Phone numbers are not hidden: B2B parties need to talk.
    expect(unreadEmail.textBody).toContain("98200 12345");
    await send("POST", `/api/buyer/threads/${threadId}/read`, buyer);
    await sendUnreadMessageEmail(app.ctx, { messageId: reply.id, recipientSide: "buyer" });
    expect((await emailsTo(app, buyer.email)).length).toBe(emailsBefore + 1);
  });
});

describe("blocking, closing and live updates", () => {
  it("a blocked buyer can neither enquire nor write, until unblocked", async () => {
    const pushy = await signInAs(app, "buyer");
    const threadId = await startThread(pushy);
    const blocked = await send("PUT", `/api/seller/threads/${threadId}/block`, seller);
    expect(blocked.json()).toEqual({ buyerId: pushy.profile.id, blocked: true });
    expect((await send("GET", `/api/seller/threads/${threadId}`, seller)).json()).toMatchObject({ buyerBlocked: true });
    expect((await send("POST", "/api/buyer/enquiries", pushy, enquiry())).json()).toMatchObject({ error: { code: "BLOCKED_BY_SELLER" } });
    expect((await send("POST", `/api/buyer/threads/${threadId}/messages`, pushy, { body: "Hello?" })).json()).toMatchObject({ error: { code: "BLOCKED_BY_SELLER" } });
    await send("DELETE", `/api/seller/threads/${threadId}/block`, seller);
    expect((await send("POST", `/api/buyer/threads/${threadId}/messages`, pushy, { body: "Hello again" })).statusCode).toBe(201);
  });

  it("streams the seller's thread changes live, and none of other sellers' threads", async () => {
    const other = await signInAs(app, "seller");
    const theirs = await createTestProduct(app.ctx.db, other.profile.id);
    const stream = await connectSse(`${baseUrl}/api/seller/threads/events`, seller.cookie);
    try {
      await send("POST", "/api/buyer/enquiries", buyer, enquiry({ productId: theirs.id, quantity: 5 }));
      const threadId = await startThread();
      await stream.waitFor((seen) => seen.some((e) => e.event === "thread" && (e.data as { threadId: string }).threadId === threadId));
      expect(stream.events.filter((e) => e.event === "thread").map((e) => (e.data as { threadId: string }).threadId)).toEqual([threadId]);
    } finally {
      stream.close();
    }
  });
});

describe("rate limits", () => {
  it("lets an account start at most ENQUIRIES_PER_HOUR enquiries an hour", async () => {
    const limited = await createTestApp({ RATE_LIMITS: "on" });
    try {
      const eager = await signInAs(limited, "buyer");
      const maker = await signInAs(limited, "seller");
      const item = await createTestProduct(limited.ctx.db, maker.profile.id);
      const statuses: number[] = [];
      for (let i = 0; i <= ENQUIRIES_PER_HOUR; i += 1) {
        const res = await limited.inject({ method: "POST", url: "/api/buyer/enquiries", headers: eager.headers, payload: enquiry({ productId: item.id, quantity: 1 }) });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, ENQUIRIES_PER_HOUR).every((s) => s === 201)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
