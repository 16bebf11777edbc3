// Runs the API tests a second time against a real PostgreSQL server when TEST_DATABASE_URL is set.
import { spawnSync } from "node:child_process";

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL is not set: API tests ran on PGlite only.");
  process.exit(0);
}
const result = spawnSync("npx", ["vitest", "run", "server"], {
  stdio: "inherit",
  env: { ...process.env, TEST_DB_KIND: "postgres" },
});
process.exit(result.status ?? 1);
