import { describe, expect, it } from "vitest";
import { parseRange } from "./byte-range";

describe("parsing a Range header", () => {
  it("reads a-b, a- and -n ranges, clamped to the object", () => {
    expect(parseRange("bytes=0-9", 100)).toEqual({ kind: "range", start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ kind: "range", start: 90, end: 99 });
    expect(parseRange("bytes=90-500", 100)).toEqual({ kind: "range", start: 90, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ kind: "range", start: 90, end: 99 });
    expect(parseRange("bytes=-500", 100)).toEqual({ kind: "range", start: 0, end: 99 });
  });

  it("finds ranges that start past the end unsatisfiable", () => {
    expect(parseRange("bytes=100-", 100)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-0", 100)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
  });

  it("ignores what it cannot read or does not serve (several ranges), answering the whole object", () => {
    for (const header of [undefined, "", "bytes=", "bytes=-", "bytes=5-2", "bytes=0-1,4-5", "items=0-1", "bytes=a-b"]) {
      expect(parseRange(header, 100), String(header)).toEqual({ kind: "none" });
    }
  });
});
