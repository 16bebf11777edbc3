import { buildApp } from "../app";
import { parseConfig } from "../config";
import { createTestDatabase } from "./test-database";

export const TEST_ORIGIN = "http://localhost:3000";

/** The real app on a database of its own, for `app.inject` tests. */
export async function createTestApp(env: Record<string, string> = {}) {
  const config = parseConfig({
    NODE_ENV: "test",
    PUBLIC_URL: TEST_ORIGIN,
    SERVE_WEB: "false",
    REQUIRE_ADMIN_TOTP: "false",
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp(config, { database });
  await app.ready();
  return app;
}
