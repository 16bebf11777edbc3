import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * The scale-out proofs (`npm run test:scale-out`, after the build): one cluster for all files, started by the global
 * setup; the files run one after another, since some stop and restart processes of that shared cluster.
 */
export default defineConfig({
  resolve: {
    alias: {
      "@domain": fileURLToPath(new URL("../../domain", import.meta.url)),
      "@server": fileURLToPath(new URL("..", import.meta.url)),
    },
  },
  test: {
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["server/scale-out/**/*.test.ts"],
    globalSetup: ["server/scale-out/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
  },
});
