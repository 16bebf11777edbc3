import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_NUMBER_PATTERN } from "@domain/order-number";
import type { DatabaseHandle } from "../../db/client";
import { createTestDatabase } from "../../test/test-database";
import { allocateOrderNumber } from "./allocate-order-number";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => handle.close());

describe("allocating order numbers", () => {
  it("gives concurrent orders distinct numbers without gaps, and starts again each month", async () => {
    const november = new Date("2026-11-15T10:00:00+05:30");
    const numbers = await Promise.all(
      Array.from({ length: 30 }, () => handle.db.transaction((tx) => allocateOrderNumber(tx, november))),
    );
    expect(new Set(numbers).size).toBe(30);
    expect(numbers.every((n) => ORDER_NUMBER_PATTERN.test(n))).toBe(true);
    const sequences = numbers.map((n) => Number(n.slice(-6))).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));

    expect(await handle.db.transaction((tx) => allocateOrderNumber(tx, new Date("2026-12-01T09:00:00+05:30")))).toBe("BB-2612-000001");
  });

  it("gives back the number of an order whose transaction rolled back", async () => {
    const at = new Date("2027-01-10T10:00:00+05:30");
    await expect(
      handle.db.transaction(async (tx) => {
        await allocateOrderNumber(tx, at);
        throw new Error("payment could not be finalised");
      }),
    ).rejects.toThrow();
    expect(await handle.db.transaction((tx) => allocateOrderNumber(tx, at))).toBe("BB-2701-000001");
  });
});
