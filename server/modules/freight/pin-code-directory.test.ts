import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { isIndianState } from "@domain/india/states";
// @ts-expect-error: a plain ES module script without types
import { derivePinCodeDirectory, loadPackageOffices } from "../../../scripts/build-pin-code-directory.mjs";
import { lookupPinCode } from "./pin-code-directory";

describe("PIN code directory", () => {
  it("finds a PIN code's state and district", () => {
    expect(lookupPinCode("110001")).toEqual({ state: "Delhi", district: "Delhi" });
    expect(lookupPinCode("400001")).toEqual({ state: "Maharashtra", district: "Mumbai" });
    expect(lookupPinCode("395003")).toEqual({ state: "Gujarat", district: "Surat" });
    expect(lookupPinCode("500001")?.state).toBe("Telangana");
    expect(lookupPinCode("194101")).toEqual({ state: "Ladakh", district: "Leh" });
    expect(lookupPinCode("403001")?.state).toBe("Goa");
  });

  it("knows nothing of a malformed or unlisted PIN code", () => {
    expect(lookupPinCode("012345")).toBeNull();
    expect(lookupPinCode("11000")).toBeNull();
    expect(lookupPinCode("999999")).toBeNull();
  });

  it("names every state as domain/india/states.ts does", () => {
    const file = JSON.parse(fs.readFileSync(new URL("./pin-code-directory.json", import.meta.url), "utf8")) as { states: string[] };
    expect(file.states.filter((s) => !isIndianState(s))).toEqual([]);
    expect(file.states).toHaveLength(36);
  });

  it("is what the script derives from the installed package (run scripts/build-pin-code-directory.mjs after an upgrade)", () => {
    const committed = JSON.parse(fs.readFileSync(new URL("./pin-code-directory.json", import.meta.url), "utf8"));
    expect(derivePinCodeDirectory(loadPackageOffices())).toEqual(committed);
  }, 30_000);
});
