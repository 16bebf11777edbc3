import { createHmac, timingSafeEqual } from "node:crypto";

/** Webhooks older (or further in the future) than this are refused, so a captured one cannot be replayed later. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60 * 1000;

/** base64(HMAC-SHA256(secret, timestamp + raw body)), as Cashfree signs its webhooks. */
export function signWebhook(secret: string, timestamp: string, rawBody: Buffer | string): string {
  return createHmac("sha256", secret).update(timestamp).update(rawBody).digest("base64");
}

export type WebhookVerdict = { ok: true } | { ok: false; reason: "missing" | "bad_signature" | "stale" };

/** Cashfree sends milliseconds since the epoch; seconds are accepted too. */
function timestampMs(timestamp: string): number | null {
  if (!/^\d{1,16}$/.test(timestamp)) return null;
  const value = Number(timestamp);
  return value < 1e12 ? value * 1000 : value;
}

/**
 * Checks a webhook against the raw bytes received (never re-serialised JSON, which can change number formatting),
 * comparing in constant time, and refuses stale timestamps.
 */
export function verifyWebhookSignature(input: {
  secret: string;
  rawBody: Buffer;
  timestamp: string | undefined;
  signature: string | undefined;
  now?: Date;
}): WebhookVerdict {
  const { secret, rawBody, timestamp, signature } = input;
  if (!timestamp || !signature) return { ok: false, reason: "missing" };
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody));
  const received = Buffer.from(signature);
  if (expected.length !== received.length || !timingSafeEqual(expected, received)) return { ok: false, reason: "bad_signature" };
  const sentAt = timestampMs(timestamp);
  const now = (input.now ?? new Date()).getTime();
  if (sentAt === null || Math.abs(now - sentAt) > WEBHOOK_MAX_AGE_MS) return { ok: false, reason: "stale" };
  return { ok: true };
}
