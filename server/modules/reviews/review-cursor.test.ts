import { describe, expect, it } from "vitest";
import { decodeReviewCursor, encodeReviewCursor } from "./review-cursor";

const id = "3f0c2a1e-0000-4000-8000-000000000001";
const at = "2026-03-04T05:06:07.123456Z";
const raw = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString("base64url");

describe("review cursors", () => {
  it("come back as they were made, for each sort", () => {
    expect(decodeReviewCursor(encodeReviewCursor({ sort: "newest", helpful: 0, at, id }), "newest")).toEqual({ sort: "newest", helpful: 0, at, id });
    expect(decodeReviewCursor(encodeReviewCursor({ sort: "helpful", helpful: 7, at, id }), "helpful")).toEqual({ sort: "helpful", helpful: 7, at, id });
  });

  it("refuse another sort's cursor and anything made up (400 INVALID_CURSOR, never a database error)", () => {
    const refused = [
      [encodeReviewCursor({ sort: "newest", helpful: 0, at, id }), "helpful"],
      [encodeReviewCursor({ sort: "helpful", helpful: 1, at, id }), "newest"],
      ["not base64 json", "newest"],
      [raw(["newest", "2026-02-30T00:00:00.000000Z", id]), "newest"],
      [raw(["newest", "2026-03-04T05:06:07.123Z", id]), "newest"],
      [raw(["newest", at, "nope"]), "newest"],
      [raw(["helpful", at, id, -1]), "helpful"],
      [raw(["helpful", at, id, 1.5]), "helpful"],
      [raw(["helpful", at, id, 2 ** 31]), "helpful"],
      [raw({ sort: "newest" } as never), "newest"],
    ] as const;
    for (const [cursor, sort] of refused) expect(() => decodeReviewCursor(cursor, sort), cursor).toThrow(expect.objectContaining({ code: "INVALID_CURSOR" }));
  });
});
