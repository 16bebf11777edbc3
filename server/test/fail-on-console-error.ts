import { afterEach, vi } from "vitest";

// A test that logs console.error has hidden a failure: make it visible.
const spy = vi.spyOn(console, "error");
afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length) throw new Error(`console.error was called:\n${calls.map((c) => c.map(String).join(" ")).join("\n")}`);
});
