import http from "node:http";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { buildApp, type App } from "../server/app";
import { parseConfig } from "../server/config";
import { openPglite } from "../server/db/client";
import { migrate } from "../server/db/migrate";
import { DEMO_ADMIN, DEMO_BUYER, DEMO_PASSWORD, DEMO_SELLERS } from "../server/db/seed/demo-accounts";
import { createUserWithProfile } from "../server/db/seed/factories";
import { seedReferenceData } from "../server/db/seed/reference-data";
import { createTestProduct } from "../server/modules/orders/test-factories";
import { injectAnswer } from "../server/test/inject-answer";
import { AUTH_OPERATIONS, operationsFromOpenApi } from "../server/test/openapi-fuzz/fuzz-operations";
import { invalidRequests } from "../server/test/openapi-fuzz/invalid-requests";
import { type FuzzCaller, runFuzz, type SendRequest } from "../server/test/openapi-fuzz/run-fuzz";

/**
 * npm run bench:fuzz [-- --requests 50000 --seed 7 --concurrency 8 --url http://127.0.0.1:3000]
 * (The script sets NODE_ENV=test: otherwise better-auth prints every refused callbackURL at error level.)
 * The fuzzer of server/routes/openapi-fuzz.test.ts at volume. Without --url: the app in this process on an in-memory
 * database (requests through app.inject). With --url: a running server started with its demo data (raw HTTP, so
 * paths reach it unnormalised), signed in as the demo buyer, seller and admin (REQUIRE_ADMIN_TOTP=false for the
 * admin to reach the admin routes). Prints the answers counted by status and every 5xx; exits 1 if there was one.
 */
const args = new Map(process.argv.slice(2).map((arg, i, all) => [arg, all[i + 1] ?? ""]));
const requests = Number(args.get("--requests") || 50_000);
const seed = Number(args.get("--seed") || 20_261_123);
const concurrency = Number(args.get("--concurrency") || 8);
const url = args.get("--url");

const target = url ? await remoteTarget(url) : await inProcessTarget();
const doc = (await target.get("/api/docs/json")) as Parameters<typeof operationsFromOpenApi>[0];
const operations = [...operationsFromOpenApi(doc), ...AUTH_OPERATIONS];
console.log(`${requests.toLocaleString("en-IN")} requests over ${operations.length} operations, seed ${seed}, ${concurrency} at a time, ${url ?? "in process"}`);

const started = Date.now();
const report = await runFuzz(invalidRequests(operations, { seed, count: requests }), { callers: target.callers, send: target.send, concurrency });
const seconds = (Date.now() - started) / 1000;
const healthy = (await target.status("/api/health")) === 200 && (await target.status("/api/public/products?limit=12")) === 200;
await target.close();

console.log(`\n${report.total.toLocaleString("en-IN")} requests in ${seconds.toFixed(1)} s (${Math.round(report.total / seconds)} req/s)`);
console.log("status  count");
for (const [status, count] of Object.entries(report.byStatus)) console.log(`${status.padEnd(7)} ${count}`);
console.log(`by strategy: ${Object.entries(report.byStrategy).map(([name, count]) => `${name} ${count}`).join(", ")}`);
console.log(`healthy afterwards: ${healthy ? "yes" : "NO"}`);
if (report.serverErrors.length) console.log(`\n${report.serverErrors.length} server errors:\n${report.serverErrors.join("\n")}`);
process.exit(report.serverErrors.length || !healthy ? 1 : 0);

type Target = {
  callers: FuzzCaller[];
  send: SendRequest;
  get(path: string): Promise<unknown>;
  status(path: string): Promise<number>;
  close(): Promise<void>;
};

async function inProcessTarget(): Promise<Target> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-fuzz-"));
  const origin = "http://localhost:3000";
  const config = parseConfig({
    NODE_ENV: "test",
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    SERVE_WEB: "false",
    REQUIRE_ADMIN_TOTP: "false",
    RATE_LIMITS: "off",
    LOG_LEVEL: "silent",
  });
  const database = await openPglite();
  await migrate(database);
  await seedReferenceData(database.db);
  const app: App = await buildApp(config, { database });
  await app.ready();
  const signIn = async (account: typeof DEMO_BUYER) => {
    const profile = await createUserWithProfile(app.ctx.db, account);
    const res = await app.inject({ method: "POST", url: "/api/auth/sign-in/email", headers: { origin }, payload: { email: account.email, password: account.password } });
    const cookie = ([] as string[]).concat(res.headers["set-cookie"] ?? []).map((c) => c.split(";")[0]).join("; ");
    return { profile, headers: { origin, cookie } };
  };
  const seller = await signIn(DEMO_SELLERS.find((s) => s.isVerified)!);
  for (let i = 0; i < 20; i++) await createTestProduct(app.ctx.db, { sellerId: seller.profile.id, name: `Bench steel bolts ${i}` });
  const callers = [{ name: "anonymous", headers: { origin } }, { name: "buyer", ...(await signIn(DEMO_BUYER)) }, { name: "seller", ...seller }, { name: "admin", ...(await signIn(DEMO_ADMIN)) }];
  return {
    callers: callers.map(({ name, headers }) => ({ name, headers })),
    send: async (request, headers) =>
      (await injectAnswer(app, { method: request.method as "GET", url: request.url, headers: { ...headers, ...request.headers }, payload: request.payload })).statusCode,
    get: async (p) => (await app.inject(p)).json(),
    status: async (p) => (await app.inject(p)).statusCode,
    close: async () => {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function remoteTarget(base: string): Promise<Target> {
  const origin = new URL(base).origin;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  // node:http sends the path as given; fetch would resolve "../" and "%2e%2e" before it left this process.
  const send = (method: string, requestPath: string, headers: Record<string, string>, payload?: string) =>
    new Promise<{ status: number; body: string; cookies: string[] }>((resolve) => {
      const req = http.request(`${origin}/`, { method, path: requestPath, agent, headers: { ...headers, ...(payload === undefined ? {} : { "content-length": Buffer.byteLength(payload) }) } }, (res) => {
        const chunks: Buffer[] = [];
        // An event stream never ends: its status is all the fuzzer wants.
        if (String(res.headers["content-type"]).startsWith("text/event-stream")) {
          res.destroy();
          return resolve({ status: res.statusCode ?? 0, body: "", cookies: [] });
        }
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString(), cookies: res.headers["set-cookie"] ?? [] }));
        res.on("error", () => resolve({ status: 0, body: "", cookies: [] }));
      });
      // A server that hangs up on a hostile request (header too large) is an answer too, not a 5xx.
      req.on("error", () => resolve({ status: 0, body: "", cookies: [] }));
      req.end(payload);
    });
  const signIn = async (email: string) => {
    const res = await send("POST", "/api/auth/sign-in/email", { origin, "content-type": "application/json" }, JSON.stringify({ email, password: DEMO_PASSWORD }));
    if (res.status !== 200) throw new Error(`sign-in as ${email} failed (${res.status}): is the server seeded with the demo data?`);
    return { origin, cookie: res.cookies.map((c) => c.split(";")[0]).join("; ") };
  };
  return {
    callers: [
      { name: "anonymous", headers: { origin } },
      { name: "buyer", headers: await signIn(DEMO_BUYER.email) },
      { name: "seller", headers: await signIn(DEMO_SELLERS.find((s) => s.isVerified)!.email) },
      { name: "admin", headers: await signIn(DEMO_ADMIN.email) },
    ],
    send: async (request, headers) => (await send(request.method, request.url, { ...headers, ...request.headers }, request.payload)).status,
    get: async (p) => JSON.parse((await send("GET", p, {})).body) as unknown,
    status: async (p) => (await send("GET", p, {})).status,
    close: async () => agent.destroy(),
  };
}
