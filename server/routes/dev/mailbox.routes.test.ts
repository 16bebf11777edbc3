import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { enqueueEmail } from "../../platform/email/outbox";
import { createTestApp } from "../../test/test-app";

let app: App;

beforeAll(async () => {
  app = await createTestApp();
  await enqueueEmail(app.ctx.db, { to: "Someone@Example.test", subject: "First", text: "Open https://example.test/a now." });
  await enqueueEmail(app.ctx.db, { to: "other@example.test", subject: "Second", text: "No links here." });
});
afterAll(async () => app.close());

describe("GET /api/dev/mailbox", () => {
  it("lists the outbox newest first, with the links of each text pulled out", async () => {
    const res = await app.inject({ method: "GET", url: "/api/dev/mailbox" });
    expect(res.statusCode).toBe(200);
    const subjects = res.json<{ messages: { subject: string }[] }>().messages.map((m) => m.subject);
    expect(subjects.indexOf("Second")).toBeLessThan(subjects.indexOf("First"));
  });

  it("reads one address's emails when asked, whatever its case", async () => {
    const res = await app.inject({ method: "GET", url: "/api/dev/mailbox?to=SOMEONE@example.test" });
    expect(res.json()).toMatchObject({
      messages: [{ to: "someone@example.test", subject: "First", links: ["https://example.test/a"], status: "pending" }],
    });
    expect(res.json<{ messages: unknown[] }>().messages).toHaveLength(1);
  });
});
