import { describe, expect, it } from "vitest";
import { groupSecret, secretFromTotpUri } from "./totp-uri";

describe("TOTP URI", () => {
  it("reads the secret of an otpauth URI", () => {
    expect(secretFromTotpUri("otpauth://totp/BulkBazaar:a%40b.in?secret=JBSWY3DPEHPK3PXP&issuer=BulkBazaar")).toBe("JBSWY3DPEHPK3PXP");
    expect(secretFromTotpUri("not a uri")).toBe("");
  });

  it("groups the secret in fours", () => {
    expect(groupSecret("JBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP");
    expect(groupSecret("ABCDEF")).toBe("ABCD EF");
  });
});
