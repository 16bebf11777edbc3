import { Counter, Gauge } from "prom-client";
import { processRegistry } from "./process-registry";

/** A checkout's payment settled one way or the other: paid (orders made), refunded (paid but oversold), failed, expired. */
export type PaymentOutcome = "paid" | "refunded" | "failed" | "expired";

export const paymentOutcomes = new Counter({
  name: "bulkbazaar_payments_total",
  help: "Checkout payments settled, by outcome (counted when the checkout changes, once per checkout and outcome)",
  labelNames: ["kind", "outcome"] as const,
  registers: [processRegistry],
});

/** What the webhook route did with a delivery: finalised, recorded, ignored (accepted), or refused (4xx). */
export type WebhookOutcome = "finalised" | "recorded" | "ignored" | "refused" | "error";

export const webhookOutcomes = new Counter({
  name: "bulkbazaar_payment_webhooks_total",
  help: "Payment provider webhooks received, by outcome (refused: bad signature, stale, unknown order, invalid)",
  labelNames: ["outcome"] as const,
  registers: [processRegistry],
});

export const openEventStreams = new Gauge({
  name: "bulkbazaar_event_streams_open",
  help: "Server-Sent Events streams open on this process (order and conversation live updates)",
  registers: [processRegistry],
});
