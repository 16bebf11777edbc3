import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isAllowedValidity, MAX_QUOTE_VALIDITY_DAYS, quoteState, quoteTotal, quoteUseRefusal } from "./quotations";

// 2026-11-25 20:00 in India (14:30 UTC).
const now = new Date("2026-11-25T14:30:00Z");
const accepted = { status: "accepted" as const, validUntil: "2026-11-30", buyerId: "b1", productId: "p1", quantity: 500 };
const line = { buyerId: "b1", productId: "p1", quantity: 500 };

describe("quoteState", () => {
  it("is expired once India's date passes the validity date, for a sent or accepted quote only", () => {
    expect(quoteState({ status: "sent", validUntil: "2026-11-25" }, now)).toBe("sent");
    expect(quoteState({ status: "sent", validUntil: "2026-11-24" }, now)).toBe("expired");
    expect(quoteState({ status: "accepted", validUntil: "2026-11-24" }, now)).toBe("expired");
    expect(quoteState({ status: "withdrawn", validUntil: "2026-11-24" }, now)).toBe("withdrawn");
    expect(quoteState({ status: "ordered", validUntil: "2026-11-24" }, now)).toBe("ordered");
    // 23:59 in India on the 25th is still the 25th; 00:01 on the 26th is not.
    expect(quoteState({ status: "sent", validUntil: "2026-11-25" }, new Date("2026-11-25T18:29:00Z"))).toBe("sent");
    expect(quoteState({ status: "sent", validUntil: "2026-11-25" }, new Date("2026-11-25T18:31:00Z"))).toBe("expired");
  });
});

describe("isAllowedValidity", () => {
  it("allows today up to 90 days ahead, nothing before or after", () => {
    expect(isAllowedValidity("2026-11-25", now)).toBe(true);
    expect(isAllowedValidity("2026-11-24", now)).toBe(false);
    expect(isAllowedValidity("2027-02-23", now)).toBe(true);
    expect(isAllowedValidity("2027-02-24", now)).toBe(false);
    expect(isAllowedValidity("25-11-2026", now)).toBe(false);
    expect(MAX_QUOTE_VALIDITY_DAYS).toBe(90);
  });
});

describe("quoteTotal", () => {
  it("is exactly quantity × unit price in integer paise", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (unitPrice, quantity) => {
        const total = quoteTotal({ unitPrice, quantity });
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBe(unitPrice * quantity);
      }),
    );
  });
});

describe("quoteUseRefusal", () => {
  it("lets the buyer's accepted, valid quote price exactly its product and quantity", () => {
    expect(quoteUseRefusal(accepted, line, now)).toBeNull();
  });

  it("refuses another buyer, a missing quote, an unaccepted, used or expired one, and any other product or quantity", () => {
    expect(quoteUseRefusal(undefined, line, now)).toBe("QUOTE_NOT_FOUND");
    expect(quoteUseRefusal(accepted, { ...line, buyerId: "b2" }, now)).toBe("QUOTE_NOT_FOUND");
    expect(quoteUseRefusal({ ...accepted, status: "sent" }, line, now)).toBe("QUOTE_NOT_ACCEPTED");
    expect(quoteUseRefusal({ ...accepted, status: "withdrawn" }, line, now)).toBe("QUOTE_NOT_ACCEPTED");
    expect(quoteUseRefusal({ ...accepted, status: "ordered" }, line, now)).toBe("QUOTE_ALREADY_USED");
    expect(quoteUseRefusal({ ...accepted, validUntil: "2026-11-24" }, line, now)).toBe("QUOTE_EXPIRED");
    expect(quoteUseRefusal(accepted, { ...line, productId: "p2" }, now)).toBe("QUOTE_MISMATCH");
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }).filter((q) => q !== 500), (quantity) => {
        expect(quoteUseRefusal(accepted, { ...line, quantity }, now)).toBe("QUOTE_MISMATCH");
      }),
    );
  });
});
