import { describe, expect, it } from "vitest";
import { failureReason } from "./failure-reason";

describe("failureReason", () => {
  it("puts the provider's status words into the page's plain reasons", () => {
    expect(failureReason("FAILED")).toBe("declined");
    expect(failureReason("USER_DROPPED")).toBe("cancelled");
    expect(failureReason("EXPIRED")).toBe("expired");
    expect(failureReason("terminated")).toBe("expired");
  });

  it("says nothing more than 'did not go through' for a word it does not know, or none", () => {
    expect(failureReason("SOMETHING_NEW")).toBe("unknown");
    expect(failureReason(null)).toBe("unknown");
    expect(failureReason("__proto__")).toBe("unknown");
  });
});
