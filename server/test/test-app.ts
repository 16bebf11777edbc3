import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildApp, type BuildAppOptions } from "../app";
import { parseConfig } from "../config";
import { createTestDatabase } from "./test-database";

export const TEST_ORIGIN = "http://localhost:3000";

/** The real app on a database of its own (and, unless told otherwise, an uploads folder of its own), for `app.inject` tests. */
export async function createTestApp(env: Record<string, string> = {}, options: Omit<BuildAppOptions, "database"> = {}) {
  // Never the developer's ./data/uploads; created on the first upload, removed when the app closes.
  const uploads = env.STORAGE_DIR || env.S3_BUCKET ? undefined : path.join(os.tmpdir(), `test-uploads-${randomUUID()}`);
  const config = parseConfig({
    NODE_ENV: "test",
    PUBLIC_URL: TEST_ORIGIN,
    SERVE_WEB: "false",
    REQUIRE_ADMIN_TOTP: "false",
    ...(uploads ? { STORAGE_DIR: uploads } : {}),
    ...env,
  });
  const database = await createTestDatabase();
  const app = await buildApp(config, { database, ...options });
  if (uploads) app.addHook("onClose", async () => fs.rm(uploads, { recursive: true, force: true }));
  await app.ready();
  return app;
}
