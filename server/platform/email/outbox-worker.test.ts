import { MAX_EMAIL_ATTACHMENT_BYTES } from "@domain/email-outbox";
import { eq, sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { emailOutbox } from "../../db/schema";
import { createTestApp } from "../../test/test-app";
import type { MailMessage, MailTransport } from "./mail-transport";
import { createOutboxWorker, MAX_DELIVERY_ATTEMPTS } from "./outbox-worker";
import { enqueueEmail } from "./outbox";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

function fakeTransport(fail = false) {
  const sent: MailMessage[] = [];
  const transport: MailTransport = {
    kind: "smtp",
    async send(message) {
      if (fail) throw new Error("SMTP 451 try later");
      sent.push(message);
    },
    close() {},
  };
  return { transport, sent };
}

const worker = (transport: MailTransport) =>
  createOutboxWorker({ db: app.ctx.db, transport, from: "BulkBazaar <no-reply@test>", log: Fastify({ logger: false }).log });

const row = async (to: string) => (await app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)))[0]!;

describe("email outbox worker", () => {
  it("delivers pending messages once and marks them sent", async () => {
    await app.ctx.db.delete(emailOutbox);
    await enqueueEmail(app.ctx.db, { to: "Asha@Example.IN", subject: "Hello", text: "Body https://x.test/a", html: "<p>Body</p>" });
    const { transport, sent } = fakeTransport();
    expect(await worker(transport).deliverDue()).toBe(1);
    expect(sent).toEqual([{ from: "BulkBazaar <no-reply@test>", to: "asha@example.in", subject: "Hello", text: "Body https://x.test/a", html: "<p>Body</p>", attachments: [] }]);
    expect(await row("asha@example.in")).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(await worker(transport).deliverDue()).toBe(0);
  });

  it("sends a message's attachments with the same bytes on every attempt, and refuses one too large for the outbox", async () => {
    const pdf = Buffer.from("%PDF-1.4 invoice \u0000\u00ff bytes", "latin1");
    await enqueueEmail(app.ctx.db, { to: "invoice@example.in", subject: "Invoice", text: "t", attachments: [{ filename: "BB-2026-27-000001.pdf", contentType: "application/pdf", content: pdf }] });
    const { transport, sent } = fakeTransport();
    await worker(transport).deliverDue();
    expect(sent.find((message) => message.to === "invoice@example.in")?.attachments).toEqual([{ filename: "BB-2026-27-000001.pdf", contentType: "application/pdf", content: pdf }]);
    const huge = { filename: "big.pdf", contentType: "application/pdf", content: Buffer.alloc(MAX_EMAIL_ATTACHMENT_BYTES + 1) };
    await expect(enqueueEmail(app.ctx.db, { to: "big@example.in", subject: "Big", text: "t", attachments: [huge] })).rejects.toThrow(RangeError);
  });

  it("retries a failure after a growing pause and gives up after the last attempt", async () => {
    await enqueueEmail(app.ctx.db, { to: "retry@example.in", subject: "Retry", text: "t" });
    const failing = worker(fakeTransport(true).transport);
    await failing.deliverDue();
    expect(await row("retry@example.in")).toMatchObject({ status: "pending", attempts: 1, lastError: "SMTP 451 try later" });
    await failing.deliverDue(); // not due yet: 30 s must pass
    expect((await row("retry@example.in")).attempts).toBe(1);

    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      // Move the message back in time past its backoff instead of waiting.
      await app.ctx.db.update(emailOutbox).set({ createdAt: sql`now() - interval '1 day'` }).where(eq(emailOutbox.toAddress, "retry@example.in"));
      await failing.deliverDue();
    }
    expect(await row("retry@example.in")).toMatchObject({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS });
  });

  it("starts and stops with the app's lifecycle", async () => {
    const { transport, sent } = fakeTransport();
    const w = createOutboxWorker({ db: app.ctx.db, transport, from: "x@test", log: Fastify({ logger: false }).log, intervalMs: 20 });
    await enqueueEmail(app.ctx.db, { to: "loop@example.in", subject: "Loop", text: "t" });
    w.start();
    await expect.poll(() => sent.length, { timeout: 3000 }).toBeGreaterThan(0);
    await w.stop();
    expect((await row("loop@example.in")).status).toBe("sent");
  });
});

describe("development mailbox", () => {
  it("lists queued emails with their links, filtered by recipient", async () => {
    await enqueueEmail(app.ctx.db, { to: "reader@example.in", subject: "Verify", text: "Open http://localhost:3000/confirm-email?token=abc.def now." });
    const res = await app.inject("/api/dev/mailbox?to=Reader@Example.in");
    expect(res.statusCode).toBe(200);
    const { messages } = res.json();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ to: "reader@example.in", subject: "Verify", links: ["http://localhost:3000/confirm-email?token=abc.def"] });
  });

  it("does not exist when real mail is configured", async () => {
    const withSmtp = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:2525" });
    expect((await withSmtp.inject("/api/dev/mailbox")).statusCode).toBe(404);
    await withSmtp.close();
  });
});
