// Playwright's web server: the built app on E2E_PORT with a fresh embedded database holding the demo data.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "marketplace-e2e-"));
const port = process.env.E2E_PORT ?? "3100";

const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  cwd: root,
  stdio: "inherit",
  env: {
    ...process.env,
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
  },
});
const stop = (signal) => server.kill(signal);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, stop);
server.on("exit", (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
