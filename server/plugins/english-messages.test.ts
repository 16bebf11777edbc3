import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { englishMessage, englishTextOf } from "./english-messages";

const schemasDir = new URL("../../domain/schemas/", import.meta.url);

/** Every `"namespace:key.path"` literal the shared schemas use as a message. */
function translationKeysInSchemas(): string[] {
  const keys = new Set<string>();
  for (const file of fs.readdirSync(schemasDir)) {
    if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
    const source = fs.readFileSync(new URL(file, schemasDir), "utf8");
    for (const [, key] of source.matchAll(/["'`]([a-z][\w-]*:[\w-]+(?:\.[\w-]+)+)["'`]/gi)) keys.add(key!);
  }
  return [...keys].sort();
}

describe("English messages of the shared schemas", () => {
  it("has an English sentence for every translation key a shared schema uses", () => {
    const keys = translationKeysInSchemas();
    expect(keys).toContain("checkout:errors.phone");
    expect(keys).toContain("buyer:address.errors.pinCode");
    const missing = keys.filter((key) => englishTextOf(key) === undefined);
    expect(missing).toEqual([]);
  });

  it("turns keys into sentences, passes zod's own English through, and never answers an unknown key", () => {
    expect(englishMessage("checkout:errors.phone")).toBe("Enter a valid 10-digit Indian mobile number.");
    expect(englishMessage("buyer:address.errors.pinCode")).toBe("Enter a valid 6-digit PIN code.");
    expect(englishMessage("Invalid input: expected string, received undefined")).toBe("Invalid input: expected string, received undefined");
    expect(englishMessage("buyer:address")).toBe("This value is invalid."); // an object, not a sentence
    expect(englishMessage("seller:no.such.key")).toBe("This value is invalid.");
  });
});
