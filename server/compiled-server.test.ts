import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "./db/seed/demo-accounts";

/**
 * The server as it ships: compiled by scripts/build-server.mjs and run by plain `node` (no TypeScript loader) as a
 * separate process, on a data folder of its own.
 */
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
// Inside the project, so the bundle finds node_modules as dist/server/main.js does.
const outdir = path.join(root, "dist", "test-builds", randomBytes(4).toString("hex"));
const dataDirs: string[] = [];

beforeAll(() => {
  execFileSync(process.execPath, ["scripts/build-server.mjs", "--outdir", outdir], { cwd: root, stdio: "pipe" });
});
afterAll(() => {
  for (const dir of [outdir, ...dataDirs]) fs.rmSync(dir, { recursive: true, force: true });
  try {
    fs.rmdirSync(path.dirname(outdir)); // dist/test-builds, once no other run is using it
  } catch {
    // not empty: another test run's build is still there
  }
});

async function freePort() {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

type Running = { child: ChildProcess; base: string; port: number; output: () => string; exit: Promise<number | null> };

async function startCompiledServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "marketplace-compiled-"));
  dataDirs.push(dataDir);
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(outdir, "main.js")], {
    cwd: root,
    // Only what the server needs: no NODE_ENV=test, TEST_* or VITEST_* from this process.
    env: { PATH: process.env.PATH ?? "", HOME: os.homedir(), HOST: "127.0.0.1", PORT: String(port), PUBLIC_URL: base, DATA_DIR: dataDir, SERVE_WEB: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = Date.now() + 90_000;
  while (!output.includes("Server listening at")) {
    if (child.exitCode !== null || Date.now() > ready) throw new Error(`the server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, base, port, output: () => output, exit };
}

/** A request whose body is only half sent: in flight until `finish` sends the rest; resolves with the raw answer. */
function halfSentRequest(port: number) {
  const body = JSON.stringify({ lines: [] });
  const socket = net.connect(port, "127.0.0.1");
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk.toString()));
  socket.on("error", () => {});
  const closed = new Promise<string>((resolve) => socket.on("close", () => resolve(answer)));
  socket.write(
    `POST /api/public/cart/check HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
  );
  return { finish: () => socket.write(body.slice(5)), answer: closed };
}

const until = async (check: () => boolean, ms = 10_000) => {
  for (const end = Date.now() + ms; !check() && Date.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
};

// It runs on its own embedded database: the PostgreSQL pass of the API tests would only repeat it.
describe.skipIf(process.env.TEST_DB_KIND === "postgres")("the compiled server", () => {
  it(
    "boots with NODE_ENV=production as the README says, then shuts down gracefully on SIGTERM",
    async () => {
      const server = await startCompiledServer({
        NODE_ENV: "production",
        SESSION_SECRET: "a-production-secret-of-at-least-32-characters",
        CASHFREE_ENV: "sandbox",
        CASHFREE_CLIENT_ID: "dummy-client-id",
        CASHFREE_CLIENT_SECRET: "dummy-client-secret",
        SEED_DEMO_DATA: "true",
        SHUTDOWN_DRAIN_MS: "2000",
      });
      // JSON log lines, one per line (no pino-pretty, no printed demo accounts).
      const lines = server.output().trim().split("\n");
      expect(lines.every((line) => typeof JSON.parse(line) === "object")).toBe(true);

      const health = await fetch(`${server.base}/api/health`);
      expect(health.status).toBe(200);
      expect(health.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
      expect((await fetch(`${server.base}/api/dev/mailbox`)).status).toBe(404);

      const signIn = await fetch(`${server.base}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.base },
        body: JSON.stringify({ email: "buyer@bulkbazaar.test", password: DEMO_PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const cookies = signIn.headers.getSetCookie();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);

      // In flight when the signal comes: an event stream, and a request still receiving its body.
      const events = await fetch(`${server.base}/api/buyer/events`, {
        headers: { cookie: cookies.map((c) => c.split(";")[0]).join("; ") },
      });
      expect(events.status).toBe(200);
      const reader = events.body!.getReader();
      let streamed = "";
      while (!streamed.includes("event: ready")) streamed += new TextDecoder().decode((await reader.read()).value);
      const inFlight = halfSentRequest(server.port);
      await new Promise((resolve) => setTimeout(resolve, 200));

      expect((await fetch(`${server.base}/api/ready`)).status).toBe(200);
      server.child.kill("SIGTERM");
      let streamEnded = false;
      void (async () => {
        while (!(await reader.read().catch(() => ({ done: true }))).done);
        streamEnded = true;
      })();
      // Draining (SHUTDOWN_DRAIN_MS): still serving, but not ready, and every answer closes its connection.
      expect(await until(() => server.output().includes("SIGTERM received"))).toBe(true);
      const ready = await fetch(`${server.base}/api/ready`);
      expect([ready.status, ((await ready.json()) as { error: { details: { draining: boolean } } }).error.details.draining]).toEqual([503, true]);
      const served = await fetch(`${server.base}/api/health`);
      expect([served.status, served.headers.get("connection")]).toEqual([200, "close"]);
      expect(streamEnded).toBe(false);
      expect(await until(() => streamEnded)).toBe(true);

      inFlight.finish();
      const answer = await inFlight.answer;
      expect(answer).toMatch(/^HTTP\/1\.1 [1-4]\d\d /); // answered normally, not dropped or refused with 503
      expect(await server.exit).toBe(0);
      expect(server.output()).toContain("shut down cleanly");
    },
    150_000,
  );

  it(
    "logs readable lines in development and exits at once on a second signal",
    async () => {
      const server = await startCompiledServer({ NODE_ENV: "development", SEED_DEMO_DATA: "false" });
      expect(server.output()).toMatch(/INFO.*Server listening at/);
      expect(server.output()).not.toMatch(/^\{"level"/m);
      expect((await fetch(`${server.base}/api/dev/mailbox`)).status).toBe(200);

      const stuck = halfSentRequest(server.port); // never finished: holds the shutdown open
      await new Promise((resolve) => setTimeout(resolve, 200));
      server.child.kill("SIGTERM");
      expect(await until(() => server.output().includes("SIGTERM received"))).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(server.child.exitCode).toBeNull(); // waiting for the request in flight

      server.child.kill("SIGTERM");
      expect(await server.exit).toBe(1);
      void stuck.answer;
    },
    120_000,
  );
});
