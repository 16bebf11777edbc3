import { describe, expect, it } from "vitest";
import { decodeProductCursor, encodeProductCursor } from "./product-cursor";

const id = "0b6f4a3e-8f1f-4a8e-9c56-3b7c2f0d9e11";

describe("product cursor", () => {
  it("round-trips each kind of sort key", () => {
    for (const cursor of [
      { sort: "name_asc", value: "Stainless Steel Bolts", id },
      { sort: "price_desc", value: 145_000, id },
      { sort: "relevance", value: 1.0607927143573761, id },
      { sort: "relevance", value: 0.75, id, matching: "similar" },
      { sort: "price_asc", value: 0, id, matching: "words" },
    ] as const) {
      expect(decodeProductCursor(encodeProductCursor(cursor), cursor.sort)).toEqual(cursor);
    }
  });

  it.each([
    ["garbage", "%%%"],
    ["another sort", encodeProductCursor({ sort: "name_asc", value: "A", id })],
    ["a text key for a price sort", Buffer.from(JSON.stringify(["price_asc", "A", id])).toString("base64url")],
    ["a fractional price", Buffer.from(JSON.stringify(["price_asc", 1.5, id])).toString("base64url")],
    ["a bad id", Buffer.from(JSON.stringify(["price_asc", 1, "x'; drop table"])).toString("base64url")],
    ["an unknown matching", Buffer.from(JSON.stringify(["price_asc", 1, id, "regex"])).toString("base64url")],
  ])("refuses %s with INVALID_CURSOR", (_label, raw) => {
    expect(() => decodeProductCursor(raw, "price_asc")).toThrow(expect.objectContaining({ code: "INVALID_CURSOR", statusCode: 400 }));
  });
});
