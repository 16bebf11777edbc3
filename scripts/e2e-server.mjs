// Playwright's web server: the compiled server (what ships) on E2E_PORT with a fresh embedded database holding the
// demo data. It runs in this process, so Playwright's signal reaches the server itself; the data folder goes on exit.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildServer, defaultOutdir, isServerBuildStale } from "./build-server.mjs";

// `npm run test:e2e` has built it; a bare `npx playwright test` after editing the server must not test stale code.
if (isServerBuildStale()) await buildServer();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "marketplace-e2e-"));
process.on("exit", () => fs.rmSync(dataDir, { recursive: true, force: true }));
const port = process.env.E2E_PORT ?? "3100";

Object.assign(process.env, {
  NODE_ENV: "development",
  PORT: port,
  HOST: "127.0.0.1",
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  SMTP_URL: "",
  CASHFREE_ENV: "simulator",
  REQUIRE_ADMIN_TOTP: process.env.REQUIRE_ADMIN_TOTP ?? "true",
  LOG_LEVEL: "warn",
  // The journeys register, verify and sign in dozens of accounts a minute from one address; the limits themselves
  // are tested through the API (server/plugins/rate-limits.test.ts).
  RATE_LIMITS: "off",
});
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(defaultOutdir, "main.js")).href);
