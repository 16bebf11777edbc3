import { afterEach, describe, expect, it, vi } from "vitest";
import { logAuthMessage } from "./auth-log";

describe("better-auth log messages", () => {
  const spy = vi.spyOn(console, "error").mockImplementation(() => {});
  afterEach(() => spy.mockClear());

  it("are one escaped line, cut short, so client input can neither flood nor forge log lines", () => {
    const forged = `Invalid callbackURL: https://x.example/\n[auth] error: admin signed in${"a".repeat(10_000)}`;
    logAuthMessage("error", forged, ["a string argument", { some: "object" }]);
    const [line, ...rest] = spy.mock.calls[0] ?? [];
    expect(line).not.toContain("\n");
    expect(String(line).length).toBeLessThan(300);
    expect(line).toContain(String.raw`https://x.example/\n[auth]`);
    expect(rest).toEqual([]);
  });

  it("keep the errors passed with them", () => {
    const failure = new Error("connection lost");
    logAuthMessage("error", "Failed to create session", [failure, "context"]);
    expect(spy.mock.calls[0]).toEqual(['[auth] error: "Failed to create session"', failure]);
  });
});
