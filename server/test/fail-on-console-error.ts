import { afterEach, vi } from "vitest";

// A test that logs console.error or console.warn has hidden a failure (or a problem waiting to become one): make it
// visible. Silence an expected message at its source, or assert it with a spy of the test's own.
const spies = (["error", "warn"] as const).map((method) => ({ method, spy: vi.spyOn(console, method) }));
afterEach(() => {
  const calls = spies.flatMap(({ method, spy }) => {
    const logged = spy.mock.calls.map((args) => `console.${method}: ${args.map(String).join(" ")}`);
    spy.mockClear();
    return logged;
  });
  if (calls.length) throw new Error(`The test logged to the console:\n${calls.join("\n")}`);
});
