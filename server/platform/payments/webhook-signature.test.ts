import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhookSignature, WEBHOOK_MAX_AGE_MS } from "./webhook-signature";

const secret = "client-secret";
const now = new Date("2026-11-22T10:00:00Z");
const ts = String(now.getTime());

describe("webhook signatures", () => {
  it("match Cashfree's recipe: base64(HMAC-SHA256(secret, timestamp + raw body))", () => {
    const body = '{"type":"PAYMENT_SUCCESS_WEBHOOK"}';
    const expected = createHmac("sha256", secret).update(ts + body).digest("base64");
    expect(signWebhook(secret, ts, body)).toBe(expected);
  });

  it("accept exactly the bytes signed, and refuse any other byte string", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 200 }), fc.uint8Array({ maxLength: 200 }), (a, b) => {
        const signature = signWebhook(secret, ts, Buffer.from(a));
        expect(verifyWebhookSignature({ secret, rawBody: Buffer.from(a), timestamp: ts, signature, now }).ok).toBe(true);
        const other = verifyWebhookSignature({ secret, rawBody: Buffer.from(b), timestamp: ts, signature, now });
        expect(other.ok).toBe(Buffer.from(a).equals(Buffer.from(b)));
      }),
    );
  });

  it("refuse a wrong secret, missing headers, and timestamps over five minutes away", () => {
    const body = Buffer.from("{}");
    const verify = (timestamp: string | undefined, signature: string | undefined) =>
      verifyWebhookSignature({ secret, rawBody: body, timestamp, signature, now });
    expect(verify(ts, signWebhook("other", ts, body))).toEqual({ ok: false, reason: "bad_signature" });
    expect(verify(undefined, "x")).toEqual({ ok: false, reason: "missing" });
    expect(verify(ts, undefined)).toEqual({ ok: false, reason: "missing" });
    const old = String(now.getTime() - WEBHOOK_MAX_AGE_MS - 1);
    expect(verify(old, signWebhook(secret, old, body))).toEqual({ ok: false, reason: "stale" });
    const edge = String(now.getTime() - WEBHOOK_MAX_AGE_MS);
    expect(verify(edge, signWebhook(secret, edge, body))).toEqual({ ok: true });
    const seconds = String(Math.floor(now.getTime() / 1000));
    expect(verify(seconds, signWebhook(secret, seconds, body))).toEqual({ ok: true });
    expect(verify("soon", signWebhook(secret, "soon", body))).toEqual({ ok: false, reason: "stale" });
  });
});
