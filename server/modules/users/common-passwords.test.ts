import { describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../db/seed/demo-accounts";
import { isCommonPassword } from "./common-passwords";
import fs from "node:fs";

describe("common passwords", () => {
  it("ships at least 10,000 of them", () => {
    const lines = fs.readFileSync(new URL("./common-passwords.txt", import.meta.url), "utf8").split("\n");
    expect(lines.filter((l) => l && !l.startsWith("#")).length).toBeGreaterThanOrEqual(10_000);
  });

  it("refuses well-known passwords whatever their case", () => {
    for (const p of ["123456", "password", "Password@123", "QWERTY123", "iloveyou", "india@123", "sairam123"]) expect(isCommonPassword(p), p).toBe(true);
  });

  it("lets ordinary strong passwords through", () => {
    for (const p of ["Kesar#Mango41", "Alphonso!Ripe72", DEMO_PASSWORD, "correct horse battery staple"]) expect(isCommonPassword(p), p).toBe(false);
  });
});
