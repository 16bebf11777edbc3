import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./keyset-cursor";

const id = "0b6f8c1e-6a55-4f1e-9d2b-3f1c2a4b5c6d";
const cursorOf = (at: string) => Buffer.from(JSON.stringify([at, id])).toString("base64url");

describe("keyset cursor", () => {
  it("reads back what it wrote, to the microsecond", () => {
    const keyset = { at: "2026-11-28T10:15:30.123456Z", id };
    expect(decodeCursor(encodeCursor(keyset))).toEqual(keyset);
  });

  it("refuses a time that does not exist, before the database sees it", () => {
    for (const at of ["2026-02-30T00:00:00.000000Z", "2026-11-28T25:00:00.000000Z", "2026-13-01T00:00:00.000000Z"]) {
      expect(() => decodeCursor(cursorOf(at))).toThrow(expect.objectContaining({ code: "INVALID_CURSOR" }));
    }
  });

  it("refuses what is not a cursor", () => {
    expect(() => decodeCursor("not-a-cursor")).toThrow(expect.objectContaining({ code: "INVALID_CURSOR" }));
  });
});
