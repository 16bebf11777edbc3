import { describe, expect, it } from "vitest";
import { decodeProductCursor, encodeProductCursor } from "./product-cursor";

const id = "0b6f4a3e-8f1f-4a8e-9c56-3b7c2f0d9e11";

describe("product cursor", () => {
  it("round-trips each kind of sort key", () => {
    for (const cursor of [
      { sort: "name_asc", value: "Stainless Steel Bolts", id },
      { sort: "price_desc", value: 145_000, id },
      { sort: "relevance", value: "0|2026-11-22T04:10:00.123456Z", id, matching: "words", tier: 1 },
      { sort: "relevance", value: "3|2026-11-22T04:10:00.000001Z", id, matching: "corrected", tier: 2 },
      { sort: "recommended", value: "-2|Steel | Brass Bolts", id },
      { sort: "recommended", value: "0|", id },
      { sort: "price_asc", value: 0, id, matching: "words" },
      { sort: "newest", value: "2026-11-22T04:10:00.123456Z", id },
      { sort: "rating", value: 43_000_012, id },
      { sort: "rating", value: 0, id, matching: "corrected" },
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
    ["a relevance tier on a price sort", Buffer.from(JSON.stringify(["price_asc", 1, id, "words", 1])).toString("base64url")],
  ])("refuses %s with INVALID_CURSOR", (_label, raw) => {
    expect(() => decodeProductCursor(raw, "price_asc")).toThrow(expect.objectContaining({ code: "INVALID_CURSOR", statusCode: 400 }));
  });

  const relevance = (...parts: unknown[]) => Buffer.from(JSON.stringify(["relevance", ...parts])).toString("base64url");
  it.each([
    ["a score instead of a time", relevance(0.75, id, "words", 1)],
    ["a time without its plan rank", relevance("2026-11-22T04:10:00.123456Z", id, "words", 1)],
    ["an unknown plan rank", relevance("7|2026-11-22T04:10:00.123456Z", id, "words", 1)],
    ["a time without microseconds", relevance("1|2026-11-22T04:10:00.123Z", id, "words", 1)],
    ["an impossible date", relevance("1|2026-13-45T04:10:00.123456Z", id, "words", 1)],
    ["no tier", relevance("1|2026-11-22T04:10:00.123456Z", id, "words")],
    ["an unknown tier", relevance("1|2026-11-22T04:10:00.123456Z", id, "words", 3)],
    ["the old similarity matching", relevance("1|2026-11-22T04:10:00.123456Z", id, "similar", 1)],
  ])("refuses a relevance cursor with %s", (_label, raw) => {
    expect(() => decodeProductCursor(raw, "relevance")).toThrow(expect.objectContaining({ code: "INVALID_CURSOR" }));
  });

  const recommended = (value: unknown) => Buffer.from(JSON.stringify(["recommended", value, id])).toString("base64url");
  it.each([
    ["a name without its plan rank", recommended("Steel Bolts")],
    ["a positive rank (ranks are negated)", recommended("2|Steel Bolts")],
    ["a number", recommended(3)],
  ])("refuses a recommended cursor with %s", (_label, raw) => {
    expect(() => decodeProductCursor(raw, "recommended")).toThrow(expect.objectContaining({ code: "INVALID_CURSOR" }));
  });

  const newest = (value: unknown) => Buffer.from(JSON.stringify(["newest", value, id])).toString("base64url");
  it.each([
    ["a time without microseconds", newest("2026-11-22T04:10:00.123Z")],
    ["a ranked time", newest("1|2026-11-22T04:10:00.123456Z")],
    ["an impossible date", newest("2026-13-45T04:10:00.123456Z")],
    ["a number", newest(1_700_000_000)],
  ])("refuses a newest cursor with %s", (_label, raw) => {
    expect(() => decodeProductCursor(raw, "newest")).toThrow(expect.objectContaining({ code: "INVALID_CURSOR" }));
  });

  const rating = (...parts: unknown[]) => Buffer.from(JSON.stringify(["rating", ...parts])).toString("base64url");
  it.each([
    ["a text key", rating("43000012", id)],
    ["a fractional key", rating(4.3, id)],
    ["a negative key", rating(-1, id)],
    ["a price cursor", encodeProductCursor({ sort: "price_desc", value: 43_000_012, id })],
    ["a relevance tier", rating(43_000_012, id, "words", 1)],
  ])("refuses a Top rated cursor with %s", (_label, raw) => {
    expect(() => decodeProductCursor(raw, "rating")).toThrow(expect.objectContaining({ code: "INVALID_CURSOR" }));
  });
});
