import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@domain": fileURLToPath(new URL("./domain", import.meta.url)),
      "@web": fileURLToPath(new URL("./web", import.meta.url)),
      "@server": fileURLToPath(new URL("./server", import.meta.url)),
    },
  },
  test: {
    include: ["domain/**/*.test.ts", "server/**/*.test.ts", "web/**/*.test.{ts,tsx}"],
    // The scale-out proofs run against the production build, after it (npm run test:scale-out, its own config).
    exclude: [...configDefaults.exclude, "server/scale-out/**"],
    globalSetup: ["server/test/global-setup.ts"],
    setupFiles: ["server/test/fail-on-console-error.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
