import { describe, expect, it } from "vitest";
import { REQUIREMENT_OPEN_DAYS, requirementExpiresAt, requirementState, visibleToSellerFrom } from "./requirements";

const posted = new Date("2026-11-01T10:00:00Z");

describe("requirements", () => {
  it("stay open for 30 days, then read as expired unless already fulfilled or cancelled", () => {
    const expiresAt = requirementExpiresAt(posted);
    expect(REQUIREMENT_OPEN_DAYS).toBe(30);
    expect(expiresAt.toISOString()).toBe("2026-12-01T10:00:00.000Z");
    expect(requirementState({ status: "open", expiresAt }, new Date("2026-12-01T09:59:59Z"))).toBe("open");
    expect(requirementState({ status: "open", expiresAt }, new Date("2026-12-01T10:00:00Z"))).toBe("expired");
    expect(requirementState({ status: "fulfilled", expiresAt }, new Date("2027-01-01T00:00:00Z"))).toBe("fulfilled");
    expect(requirementState({ status: "cancelled", expiresAt }, new Date("2026-11-02T00:00:00Z"))).toBe("cancelled");
  });

  it("reach verified sellers at once and unverified sellers an hour later", () => {
    expect(visibleToSellerFrom(posted, true)).toEqual(posted);
    expect(visibleToSellerFrom(posted, false).toISOString()).toBe("2026-11-01T11:00:00.000Z");
  });
});
