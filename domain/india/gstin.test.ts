import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, isValidGstin, normaliseGstin, panFromGstin, validateGstin } from "./gstin";

const KNOWN_VALID = "27AAPFU0939F1ZV";

function withCheckCharacter(first14: string): string {
  return first14 + gstinCheckCharacter(first14);
}

describe("validateGstin", () => {
  it("accepts a known valid GSTIN", () => {
    expect(validateGstin(KNOWN_VALID)).toEqual({ ok: true });
    expect(isValidGstin(KNOWN_VALID)).toBe(true);
  });

  it("accepts generated GSTINs across state codes, including 97 and 99", () => {
    for (const first14 of ["07AAACR5055K1Z", "29ABCDE1234F2Z", "38ZZZZZ9999Z9Z", "97AAAAA0000AAZ", "99ABCDE1234FZZ"]) {
      expect(validateGstin(withCheckCharacter(first14))).toEqual({ ok: true });
    }
  });

  it("rejects a changed check character", () => {
    for (const last of "0123456789ABCDEFGHIJKLMNOPQRSTUWXYZ") {
      expect(validateGstin(KNOWN_VALID.slice(0, 14) + last)).toEqual({ ok: false, reason: "checksum" });
    }
  });

  it("rejects a changed body character as a checksum failure", () => {
    expect(validateGstin("27AAPFU0938F1ZV")).toEqual({ ok: false, reason: "checksum" });
    expect(validateGstin("27AAPFV0939F1ZV")).toEqual({ ok: false, reason: "checksum" });
  });

  it.each([
    ["lowercase", "27aapfu0939f1zv"],
    ["too short", "27AAPFU0939F1Z"],
    ["too long", "27AAPFU0939F1ZVV"],
    ["14th character not Z", "27AAPFU0939F1YV"],
    ["13th character zero", "27AAPFU0939F0ZV"],
    ["digit where a PAN letter belongs", "27AAPF10939F1ZV"],
    ["state code 00", "00AAPFU0939F1ZV"],
    ["state code 39", "39AAPFU0939F1ZV"],
    ["state code 98", "98AAPFU0939F1ZV"],
    ["spaces", " 27AAPFU0939F1ZV"],
    ["empty", ""],
  ])("rejects the format: %s", (_case, gstin) => {
    expect(validateGstin(gstin)).toEqual({ ok: false, reason: "format" });
  });

  it("any single-character change to a generated GSTIN's check character is caught", () => {
    const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("");
    const first14 = fc
      .tuple(
        fc.integer({ min: 1, max: 38 }),
        fc.string({ unit: fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"), minLength: 5, maxLength: 5 }),
        fc.integer({ min: 0, max: 9999 }),
        fc.constantFrom(..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        fc.constantFrom(..."123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
      )
      .map(([state, letters, digits, letter, entity]) =>
        `${String(state).padStart(2, "0")}${letters}${String(digits).padStart(4, "0")}${letter}${entity}Z`,
      );
    fc.assert(
      fc.property(first14, fc.constantFrom(...alphabet), (body, other) => {
        const gstin = withCheckCharacter(body);
        expect(validateGstin(gstin).ok).toBe(true);
        if (other !== gstin.charAt(14)) expect(validateGstin(body + other).ok).toBe(false);
      }),
    );
  });
});

describe("gstin helpers", () => {
  it("computes the check character of the known GSTIN", () => {
    expect(gstinCheckCharacter("27AAPFU0939F1Z")).toBe("V");
  });

  it("refuses anything but 14 base-36 characters", () => {
    expect(() => gstinCheckCharacter("27AAPFU0939F1")).toThrow(RangeError);
    expect(() => gstinCheckCharacter("27aapfu0939f1z")).toThrow(RangeError);
  });

  it("normalises typed input and extracts the PAN", () => {
    expect(normaliseGstin(" 27aapfu0939f1zv ")).toBe(KNOWN_VALID);
    expect(panFromGstin(KNOWN_VALID)).toBe("AAPFU0939F");
  });
});
