import { readFileSync } from "node:fs";
import type { AuditEntry } from "@domain/schemas/admin-audit";
import { describe, expect, it } from "vitest";
import { createI18n, i18n } from "@web/lib/i18n";
import { describeChange } from "./describe-change";

const hindi = (namespace: string) => JSON.parse(readFileSync(new URL(`../../../../locales/hi/${namespace}.json`, import.meta.url), "utf8")) as Record<string, unknown>;
const buyerHi = hindi("buyer") as { status: Record<string, string> } & Record<string, unknown>;

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: 1,
  createdAt: "2026-11-28T10:00:00.000Z",
  actorId: null,
  actorEmail: "admin@example.test",
  action: "order.shipment",
  entityType: "order",
  entityId: "0b6f7a8e-2d5c-4f1a-9c3b-7e8d9f0a1b2c",
  entityLabel: "BB-2611-000042",
  before: null,
  after: null,
  ...over,
});

describe("an audit entry's change in plain words", () => {
  const t = i18n.getFixedT("en", "admin");

  it("names fields and values as people read them, leaving out ids and what did not change", () => {
    const shipment = entry({ before: { status: "Shipped", carrierName: null }, after: { status: "Shipped", carrierName: "Delhivery" } });
    expect(describeChange(t, shipment)).toEqual(["Carrier: — → Delhivery"]);
    const payout = entry({
      action: "payout.status",
      before: { payoutStatus: "Pending", payoutHoldReason: null },
      after: { payoutStatus: "Hold", payoutHoldReason: "GSTIN mismatch" },
    });
    expect(describeChange(t, payout)).toEqual(["Payout status: Pending → On hold", "Reason for the hold: — → GSTIN mismatch"]);
    const resolved = entry({ action: "payout_query.resolve", entityType: "payout_query", before: { status: "open" }, after: { status: "resolved", orderId: "x" } });
    expect(describeChange(t, resolved)).toEqual(["Status: Open → Resolved"]);
    const settled = entry({ action: "refund.settle", entityType: "return_refund", before: { settled: false }, after: { settled: true, reference: "UTR1", amount: 36_000 } });
    expect(describeChange(t, settled)).toEqual(["Refunded: No → Yes", "Reference: UTR1", "Amount: ₹360.00"]);
  });

  it("reads in Hindi on a Hindi page", () => {
    const texts = createI18n("hi", { admin: hindi("admin"), "admin-payouts": hindi("admin-payouts"), buyer: buyerHi });
    const change = describeChange(texts.getFixedT("hi", "admin"), entry({ action: "order.status", before: { status: "Pending" }, after: { status: "Processing" } }));
    expect(change).toEqual([`स्थिति: ${buyerHi.status.Pending} → ${buyerHi.status.Processing}`]);
  });
});
