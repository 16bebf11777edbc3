import type { App } from "../../app";
import { eq } from "drizzle-orm";
import { requirements, threadMessages } from "../../db/schema";

type Headers = Record<string, string>;

async function post(app: App, url: string, headers: Headers, payload: object) {
  const answer = await app.inject({ method: "POST", url, headers, payload });
  if (answer.statusCode !== 201) throw new Error(`matrix fixture ${url} failed: ${answer.statusCode} ${answer.body}`);
  const body = answer.json() as { id?: string; threadId?: string };
  const id = body.id ?? body.threadId;
  if (!id) throw new Error(`matrix fixture ${url}: no id in ${answer.body}`);
  return id;
}

const validUntil = () => new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);

/**
 * The negotiation objects of the matrix, made through the real routes: "buyer" enquires about the product of
 * "seller", who answers with a quote; a file is attached in the thread; a second enquiry is for the admin to close;
 * "buyer" posts a requirement in the product's category. The enquiry's text is private to the two and admins.
 */
export async function createNegotiation(app: App, parties: { buyer: Headers; seller: Headers; productId: string }) {
  const enquiry = (message: string) => ({ productId: parties.productId, quantity: 10, deliveryCity: "Pune", deliveryPincode: "411001", message });
  const secret = "Matrix enquiry: private terms 7731";
  const threadId = await post(app, "/api/buyer/enquiries", parties.buyer, enquiry(secret));
  const disposableThreadId = await post(app, "/api/buyer/enquiries", parties.buyer, enquiry("Matrix enquiry to close"));
  const quoteId = await post(app, `/api/seller/threads/${threadId}/quotes`, parties.seller, {
    productId: parties.productId,
    quantity: 10,
    unitPrice: 43_210,
    validUntil: validUntil(),
  });
  const key = `messages/${threadId}/matrix.pdf`;
  await app.ctx.storage.put(key, Buffer.from("%PDF-1.4 matrix attachment"), { contentType: "application/pdf" });
  const [attachment] = await app.ctx.db
    .insert(threadMessages)
    .values({ threadId, author: "buyer", body: "", attachmentKey: key, attachmentName: "matrix-spec.pdf", attachmentType: "application/pdf", attachmentBytes: 26 })
    .returning();
  const requirement = { category: "Electronics", productName: "Matrix requirement 5517", quantity: 100, deliveryCity: "Pune", deliveryPincode: "411001" };
  const requirementId = await post(app, "/api/buyer/requirements", parties.buyer, requirement);
  const disposableRequirementId = await post(app, "/api/buyer/requirements", parties.buyer, requirement);
  // Posted two hours ago: past verified sellers' head start, so an unverified "seller" sees it too.
  await app.ctx.db.update(requirements).set({ createdAt: new Date(Date.now() - 2 * 3_600_000) }).where(eq(requirements.id, requirementId));
  return {
    objects: { threadId, disposableThreadId, quoteId, attachmentMessageId: attachment!.id, requirementId, disposableRequirementId },
    markers: [secret, "private terms 7731", "matrix-spec.pdf", threadId, quoteId],
  };
}
