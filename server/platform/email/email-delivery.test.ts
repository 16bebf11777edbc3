import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { emailOutbox } from "../../db/schema";
import { createTestApp } from "../../test/test-app";
import { registerEmailDelivery } from "./email-delivery";
import type { MailTransport } from "./mail-transport";
import { enqueueEmail } from "./outbox";
import { createOutboxWorker } from "./outbox-worker";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const statusOf = async (to: string) =>
  (await app.ctx.db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.toAddress, to)))[0]?.status;

describe("email delivery at shutdown", () => {
  it("delivers the emails still pending when the app closes", async () => {
    // A separate host, so closing it leaves the test database open for the assertion.
    const host = Fastify({ logger: false });
    registerEmailDelivery(host, { ...app.ctx, config: { ...app.ctx.config, env: "development" } }, { autoStart: true });
    await host.ready();
    // Written by "the last request": the worker's next poll (2 s away) would never come.
    await enqueueEmail(app.ctx.db, { to: "last-request@example.in", subject: "Order placed", text: "t" });
    expect(await statusOf("last-request@example.in")).toBe("pending");
    await host.close();
    expect(await statusOf("last-request@example.in")).toBe("sent");
  });

  it("gives up draining after its time limit, leaving the email pending for the next process", async () => {
    const hanging: MailTransport = { kind: "smtp", send: () => new Promise(() => {}), close() {} };
    const worker = createOutboxWorker({ db: app.ctx.db, transport: hanging, from: "x@test", log: Fastify({ logger: false }).log });
    await enqueueEmail(app.ctx.db, { to: "slow-smtp@example.in", subject: "Slow", text: "t" });
    const started = Date.now();
    await worker.stop({ drainWithinMs: 200 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await statusOf("slow-smtp@example.in")).toBe("pending");
  });
});
