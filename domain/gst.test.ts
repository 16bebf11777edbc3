import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { GST_PERCENT_ON_PLANS, planPriceWithGst, splitGst } from "./gst";

const paise = fc.integer({ min: 0, max: 100_000_000_000 });

describe("planPriceWithGst", () => {
  it("adds 18 percent GST", () => {
    expect(GST_PERCENT_ON_PLANS).toBe(18);
    expect(planPriceWithGst(99900)).toEqual({ base: 99900, gst: 17982, total: 117882 });
    expect(planPriceWithGst(0)).toEqual({ base: 0, gst: 0, total: 0 });
    expect(planPriceWithGst(1)).toEqual({ base: 1, gst: 0, total: 1 }); // 0.18 paise rounds down
    expect(planPriceWithGst(3)).toEqual({ base: 3, gst: 1, total: 4 }); // 0.54 paise rounds up
  });

  it("rejects negative or fractional prices", () => {
    expect(() => planPriceWithGst(-1)).toThrow(RangeError);
    expect(() => planPriceWithGst(999.5)).toThrow(RangeError);
  });

  it("base plus GST is the total, with GST within half a paisa of 18 percent", () => {
    fc.assert(
      fc.property(paise, (base) => {
        const price = planPriceWithGst(base);
        expect(price.base + price.gst).toBe(price.total);
        expect(Math.abs(price.gst * 100 - base * 18)).toBeLessThanOrEqual(50);
      }),
    );
  });
});

describe("splitGst", () => {
  it("splits into CGST and SGST within one state", () => {
    expect(splitGst(17982, { sellerState: "Maharashtra", buyerState: "maharashtra " })).toEqual({
      kind: "intra-state",
      cgst: 8991,
      sgst: 8991,
    });
    expect(splitGst(17983, { sellerState: "Delhi", buyerState: "Delhi" })).toEqual({
      kind: "intra-state",
      cgst: 8992,
      sgst: 8991,
    });
  });

  it("charges IGST across states", () => {
    expect(splitGst(17982, { sellerState: "Karnataka", buyerState: "Kerala" })).toEqual({
      kind: "inter-state",
      igst: 17982,
    });
  });

  it("the parts always sum exactly to the GST", () => {
    fc.assert(
      fc.property(paise, fc.boolean(), (gst, same) => {
        const split = splitGst(gst, { sellerState: "Goa", buyerState: same ? "Goa" : "Punjab" });
        const sum = split.kind === "intra-state" ? split.cgst + split.sgst : split.igst;
        expect(sum).toBe(gst);
        if (split.kind === "intra-state") expect(Math.abs(split.cgst - split.sgst)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
