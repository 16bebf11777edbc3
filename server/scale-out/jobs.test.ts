import { randomUUID } from "node:crypto";
import { and, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { addDays, indiaDate } from "@domain/subscription-term";
import { emailOutbox, jobs, refunds, simRefunds, subscriptionPlans, user, userSubscriptions } from "../db/schema";
import { createTestProduct, createTestSeller } from "../modules/catalog/test-factories";
import { UNREAD_MESSAGE_EMAIL_JOB } from "../modules/conversations/post-message";
import { createTestOrder } from "../modules/orders/test-factories";
import { REFUND_RETRY_AFTER_MS } from "../modules/payments/retry-pending-refunds";
import { startSubscription } from "../modules/subscriptions/start-subscription";
import { enqueueEmail } from "../platform/email/outbox";
import { Client } from "./client";
import { cluster, eventually, skipReason } from "./cluster-info";
import { createBuyers, openClusterDatabase, PASSWORD } from "./seed";
import { readSunkMail } from "./smtp-sink";

/** The processes' job runners tick every 5 s and their outbox workers every 2 s; a few rounds of each. */
const SETTLE_MS = 12_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mailTo = (email: string, subject?: string) => readSunkMail(cluster!.mailDir).filter((mail) => mail.to.includes(email) && (!subject || mail.subject.includes(subject)));

describe.skipIf(!cluster)(`scheduled work across three processes${skipReason ? ` (${skipReason})` : ""}`, () => {
  const database = cluster ? openClusterDatabase(cluster) : undefined;
  const db = database?.db;
  afterAll(async () => database?.close());

  it("delivers each outbox email once, though three outbox workers poll the same table", { timeout: 60_000 }, async () => {
    const to = `outbox-${randomUUID().slice(0, 8)}@scale-out.test`;
    const subjects = Array.from({ length: 40 }, (_, i) => `Outbox proof ${i} ${randomUUID().slice(0, 6)}`);
    for (const subject of subjects) await enqueueEmail(db!, { to, subject, text: "Sent once, whichever process takes it." });
    await eventually("every outbox email sent", async () => {
      const rows = await db!.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.toAddress, to));
      return rows.length === subjects.length && rows.every((row) => row.status === "sent");
    });
    await sleep(3_000); // a second delivery, were there one, would land meanwhile
    const received = mailTo(to);
    expect(received.map((mail) => mail.subject).sort()).toEqual([...subjects].sort());
    const rows = await db!.select({ attempts: emailOutbox.attempts }).from(emailOutbox).where(eq(emailOutbox.toAddress, to));
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });

  it("expires a lapsed plan once, with one email, when all three processes enqueue the day's expiry run", { timeout: 60_000 }, async () => {
    const seller = await createTestSeller(db!);
    const [premium] = await db!.select().from(subscriptionPlans).where(eq(subscriptionPlans.name, "Premium"));
    const today = indiaDate(new Date());
    const subscription = await db!.transaction((tx) =>
      startSubscription(tx, { userId: seller.id, planId: premium!.id, billingCycle: "monthly", startDate: addDays(today, -31), endDate: addDays(today, -1), paymentOrderId: null }),
    );
    const [{ email }] = (await db!.select({ email: user.email }).from(user).where(eq(user.id, seller.id))) as [{ email: string }];
    // Today's run happened when the processes started; removing it makes every process's next tick enqueue it again.
    const dedupeKey = `subscription-expiry:${today}`;
    await db!.delete(jobs).where(eq(jobs.dedupeKey, dedupeKey));

    await eventually("the plan expired", async () => {
      const [row] = await db!.select().from(userSubscriptions).where(eq(userSubscriptions.id, subscription.id));
      return row?.status === "expired";
    });
    await eventually("the expiry email delivered", async () => mailTo(email, "expired").length > 0);
    await sleep(SETTLE_MS);
    expect(mailTo(email, "expired")).toHaveLength(1);
    const runs = await db!.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey));
    expect(runs).toMatchObject([{ status: "done", attempts: 1 }]);
  });

  it("emails an unread message once when its time comes, and runs the refund follow-up of each minute once", { timeout: 90_000 }, async () => {
    const seller = await createTestSeller(db!, { companyName: "Scale Out Weaves" });
    const [{ email: sellerEmail }] = (await db!.select({ email: user.email }).from(user).where(eq(user.id, seller.id))) as [{ email: string }];
    const product = await createTestProduct(db!, seller.id, { minOrderQuantity: 1 });
    const [buyer] = await createBuyers(db!, 1);
    const client = new Client(cluster!.nginxUrl);
    await client.signIn(cluster!.nginxUrl, buyer!.email, PASSWORD);
    const enquiry = await client.send(cluster!.nginxUrl, "/api/buyer/enquiries", {
      method: "POST",
      body: { productId: product.id, quantity: 50, targetUnitPrice: 35_000, deliveryCity: "Indore", deliveryPincode: "452001", message: "Price for 50?" },
    });
    expect(enquiry.status, enquiry.body).toBe(201);
    // The enquiry itself is emailed at once; a later message the seller leaves unread is what the job follows up.
    const threadId = enquiry.json<{ threadId: string }>().threadId;
    const message = await client.send(cluster!.nginxUrl, `/api/buyer/threads/${threadId}/messages`, { method: "POST", body: { body: "And for 80?" } });
    expect(message.status, message.body).toBe(201);
    const sellerMailBefore = (await db!.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.toAddress, sellerEmail))).map((row) => row.id);
    // The email comes 15 minutes after a message nobody read; the job is made due now instead of waiting.
    const due = await db!
      .update(jobs)
      .set({ runAt: new Date() })
      .where(and(eq(jobs.kind, UNREAD_MESSAGE_EMAIL_JOB), eq(jobs.status, "pending"), sql`${jobs.payload}->>'recipientSide' = 'seller'`))
      .returning({ id: jobs.id });
    expect(due.length).toBeGreaterThanOrEqual(1);

    // A refund the provider was never reached for, waiting for the follow-up job to ask again.
    const [otherBuyer] = await createBuyers(db!, 1);
    const { order, checkout } = await createTestOrder(db!, { buyerId: otherBuyer!.id, sellerId: seller.id, lines: [{ product, quantity: 1 }] });
    const [refund] = await db!
      .insert(refunds)
      .values({ checkoutId: order.checkoutId, orderId: order.id, refundKey: `scaleout_${randomUUID().replace(/-/g, "").slice(0, 24)}`, amount: product.price, reason: "scale-out proof", updatedAt: new Date(Date.now() - 5 * 60_000) })
      .returning();
    // The follow-up runs once a minute; removing this minute's run has every process's next tick enqueue it again.
    const minute = Math.floor(Date.now() / REFUND_RETRY_AFTER_MS);
    await db!.delete(jobs).where(inArray(jobs.dedupeKey, [`refund-follow-up:${minute}`, `refund-follow-up:${minute + 1}`]));

    await eventually("the unread-message job done", async () => {
      const rows = await db!.select().from(jobs).where(inArray(jobs.id, due.map((row) => row.id)));
      return rows.every((row) => row.status === "done");
    });
    await eventually("the refund asked for again", async () => {
      const [row] = await db!.select().from(refunds).where(eq(refunds.id, refund!.id));
      return row?.providerRefundId ? row : undefined;
    }, 30_000, 500);
    await sleep(SETTLE_MS);

    const unreadRuns = await db!.select().from(jobs).where(inArray(jobs.id, due.map((row) => row.id)));
    expect(unreadRuns.every((row) => row.attempts === 1)).toBe(true);
    const unreadEmails = (await db!.select().from(emailOutbox).where(eq(emailOutbox.toAddress, sellerEmail))).filter((row) => !sellerMailBefore.includes(row.id));
    expect(unreadEmails, "one unread-message email per message").toHaveLength(due.length);
    expect(unreadEmails.every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);

    expect(await db!.select().from(simRefunds).where(eq(simRefunds.orderId, checkout.paymentOrderId))).toHaveLength(1);
    // Every minute's follow-up slot is one job, claimed once by one of the three.
    const followUps = await db!.select().from(jobs).where(like(jobs.dedupeKey, "refund-follow-up:%"));
    expect(followUps.length).toBeGreaterThanOrEqual(1);
    expect(followUps.filter((row) => row.status === "done" && row.attempts !== 1)).toEqual([]);
  });

  it("has delivered every email the outbox marked sent exactly once (to, subject) across the whole run", async () => {
    await sleep(3_000);
    const sent = await db!.select({ to: emailOutbox.toAddress, subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.status, "sent"));
    const count = (items: { to: string; subject: string }[]) =>
      items.reduce((counts, { to, subject }) => counts.set(`${to} ${subject}`, (counts.get(`${to} ${subject}`) ?? 0) + 1), new Map<string, number>());
    const received = readSunkMail(cluster!.mailDir).map((mail) => ({ to: mail.to.join(","), subject: mail.subject }));
    expect(sent.length).toBeGreaterThan(0);
    expect(Object.fromEntries(count(received))).toEqual(Object.fromEntries(count(sent)));
  });
});
