import fc from "fast-check";
import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { payoutBatchCsv, payoutBatchReference } from "./payout-batch";

const day = new Date("2026-11-24T06:00:00Z");

describe("payoutBatchCsv", () => {
  it("writes one line per seller with the amount in rupees and a reference of the day and seller", () => {
    const csv = payoutBatchCsv(
      [{ sellerId: "1a2b3c4d-0000-4000-8000-000000000000", sellerName: "Surat Silk House", accountHolder: "Meena Shah", accountNumber: "001234567890", ifsc: "HDFC0000123", amount: 1_23_456_78, orderNumbers: ["BB-2611-000004", "BB-2611-000017"] }],
      day,
    );
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "seller,account_holder,account_number,ifsc,amount,reference,orders",
      "Surat Silk House,Meena Shah,001234567890,HDFC0000123,123456.78,BB-PO-20261124-1a2b3c4d,BB-2611-000004 BB-2611-000017",
    ]);
  });

  it("keeps formulas out of every text cell and reads back every amount exactly", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 10_000_000_000 }), (name, amount) => {
        const csv = payoutBatchCsv([{ sellerId: "00000000-0000-4000-8000-000000000000", sellerName: name, accountHolder: name, accountNumber: "1", ifsc: "X", amount, orderNumbers: [] }], day);
        const [, row] = Papa.parse<string[]>(csv.slice(1), { newline: "\r\n" }).data;
        expect(row?.[0]).not.toMatch(/^[=+\-@\t\r]/);
        expect(Math.round(Number(row?.[4]) * 100)).toBe(amount);
      }),
    );
  });

  it("makes one reference per seller per day", () => {
    expect(payoutBatchReference(day, "abcdef12-3456")).toBe("BB-PO-20261124-abcdef12");
  });
});
