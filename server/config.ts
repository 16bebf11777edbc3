import net from "node:net";
import path from "node:path";
import { z } from "zod";
import { isValidGstin } from "@domain/india/gstin";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  TRUSTED_ORIGINS: z
    .string()
    .transform((list) => list.split(",").map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(z.url().transform((url) => new URL(url).origin)))
    .optional(),
  TRUST_PROXY: z
    .string()
    .transform((list) => list.split(",").map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(z.string().refine(isProxyAddress, "must be a list of IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal), or none")))
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection string").optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL").optional(),
  MAIL_FROM: z.string().default("BulkBazaar <no-reply@bulkbazaar.local>"),
  STORAGE_DIR: z.string().optional(),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  CASHFREE_ENV: z.enum(["simulator", "sandbox", "production"]).default("simulator"),
  CASHFREE_CLIENT_ID: z.string().optional(),
  CASHFREE_CLIENT_SECRET: z.string().optional(),
  // setTimeout's ceiling (about 24.8 days); larger values would fire at once.
  CASHFREE_SIMULATOR_REFUND_SETTLE_MS: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
  RATE_LIMITS: z.enum(["on", "off"]).optional(),
  BACKGROUND_JOBS: z.enum(["on", "off"]).optional(),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL").optional(),
  // Prometheus metrics (server/platform/metrics): on a port of their own, and/or behind a bearer token; off when neither.
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  // After SIGTERM: how long /api/ready answers 503 while requests are still served, before the server stops listening.
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  SEED_DEMO_DATA: booleanFlag.optional(),
  // The platform as the supplier on GST tax invoices of plans (demo defaults; set the real ones in production).
  PLATFORM_LEGAL_NAME: z.string().min(1).default("BulkBazaar Marketplace Private Limited"),
  PLATFORM_ADDRESS: z.string().min(1).default("4th Floor, 80 Feet Road, Koramangala, Bengaluru 560034"),
  PLATFORM_STATE: z.string().min(1).default("Karnataka"),
  PLATFORM_GSTIN: z
    .string()
    .refine(isValidGstin, "must be a valid GSTIN (15 characters with a correct check character)")
    .default("29AAICB2024K1ZO"),
  // The operator as the legal pages name it (terms, privacy policy): support contact and the grievance officer that
  // India's Digital Personal Data Protection Act 2023 asks a data fiduciary to publish (demo defaults).
  SUPPORT_EMAIL: z.email().default("support@bulkbazaar.in"),
  SUPPORT_PHONE: z.string().min(1).default("+91 22 4000 1234"),
  GRIEVANCE_OFFICER_NAME: z.string().min(1).default("Ananya Rao"),
  GRIEVANCE_OFFICER_EMAIL: z.email().default("grievance@bulkbazaar.in"),
  GRIEVANCE_OFFICER_ADDRESS: z.string().min(1).optional(),
  INVOICE_SERIES: z.string().regex(/^[A-Z0-9-]{1,8}$/, "1 to 8 of A-Z 0-9 -").default("BB"),
  REQUIRE_ADMIN_TOTP: booleanFlag.default(true),
  SERVE_WEB: booleanFlag.default(true),
  MIGRATE_ON_START: booleanFlag.default(true),
  WEB_DIST_DIR: z.string().optional(),
});

export type Config = ReturnType<typeof parseConfig>;

/** proxy-addr's names for the private ranges, which Fastify's trustProxy accepts beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal", "none"]);

function isProxyAddress(item: string) {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address = "", prefix, ...rest] = item.split("/");
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Whose X-Forwarded-For the app believes. Behind nginx (deploy/nginx.conf) list the proxy's address, so that rate
 * limits and logs count each client by its own address, never the proxy's, while a client reaching the app directly
 * cannot name another address in the header. Unset: nobody outside production (where the app usually runs alone);
 * everybody in production, as before TRUST_PROXY existed, which is right only when no client can reach the app
 * except through the proxy.
 */
function trustProxy(list: string[] | undefined, production: boolean): boolean | string[] {
  if (!list) return production;
  const addresses = list.filter((item) => item !== "none");
  return addresses.length ? addresses : false;
}

const VITE_DEV_ORIGIN = "http://localhost:5173";
const DEV_SECRET = "development-only-secret-do-not-use-in-production";
const SIMULATOR_REFUND_SETTLE_MS = 3_000;
const SIMULATOR_CREDENTIALS = { clientId: "sim_client_id", clientSecret: "sim_client_secret_for_signatures" };

export class ConfigError extends Error {}

/** Reads the environment once at start; any problem stops the process with every bad variable named. */
export function parseConfig(env: Record<string, string | undefined> = process.env) {
  // An empty variable means "not set", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === "production";
  const problems: string[] = [];
  if (production && !e.SESSION_SECRET) problems.push("  SESSION_SECRET: required in production");
  if (production && e.CASHFREE_ENV === "simulator")
    problems.push("  CASHFREE_ENV: the payment simulator is refused in production; use sandbox or production");
  if (e.CASHFREE_ENV !== "simulator" && (!e.CASHFREE_CLIENT_ID || !e.CASHFREE_CLIENT_SECRET))
    problems.push("  CASHFREE_CLIENT_ID and CASHFREE_CLIENT_SECRET: required when CASHFREE_ENV is not simulator");
  if (production && !e.REQUIRE_ADMIN_TOTP) problems.push("  REQUIRE_ADMIN_TOTP: cannot be relaxed in production");
  if (production && e.RATE_LIMITS === "off") problems.push("  RATE_LIMITS: cannot be switched off in production");
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);

  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    env: e.NODE_ENV,
    isProduction: production,
    host: e.HOST,
    port: e.PORT,
    trustProxy: trustProxy(e.TRUST_PROXY, production),
    publicUrl,
    // Browser origins whose state-changing requests are accepted: the public address, plus the Vite dev server in
    // development (it proxies /api with its own Origin), plus any listed in TRUSTED_ORIGINS.
    trustedOrigins: [
      ...new Set([new URL(publicUrl).origin, ...(e.NODE_ENV === "development" ? [VITE_DEV_ORIGIN] : []), ...(e.TRUSTED_ORIGINS ?? [])]),
    ],
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === "test" ? "silent" : "info"),
    database: e.DATABASE_URL
      ? { kind: "postgres" as const, url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: "pglite" as const, dataDir },
    sessionSecret: e.SESSION_SECRET ?? DEV_SECRET,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM, devMailbox: !production && !e.SMTP_URL },
    storage: e.S3_BUCKET
      ? {
          kind: "s3" as const,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? "ap-south-1",
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : { kind: "local" as const, dir: path.resolve(e.STORAGE_DIR ?? path.join(dataDir, "uploads")) },
    cashfree:
      e.CASHFREE_ENV === "simulator"
        ? {
            env: "simulator" as const,
            ...SIMULATOR_CREDENTIALS,
            // Refunds are answered PENDING and settle this much later; 0 settles them at once (the default in tests).
            refundSettleMs: e.CASHFREE_SIMULATOR_REFUND_SETTLE_MS ?? (e.NODE_ENV === "test" ? 0 : SIMULATOR_REFUND_SETTLE_MS),
          }
        : { env: e.CASHFREE_ENV, clientId: e.CASHFREE_CLIENT_ID!, clientSecret: e.CASHFREE_CLIENT_SECRET! },
    // Off by default only in tests, which send hundreds of requests from one address; tests of the limits turn them on.
    // Scheduled work (refund follow-up, plan expiry and reminders); off by default only in tests, which run it by hand.
    backgroundJobs: (e.BACKGROUND_JOBS ?? (e.NODE_ENV === "test" ? "off" : "on")) === "on",
    rateLimits: { enabled: (e.RATE_LIMITS ?? (e.NODE_ENV === "test" ? "off" : "on")) === "on", redisUrl: e.REDIS_URL },
    // /metrics: never public. A port of its own (bound to HOST; keep it off the internet), a bearer token on the main
    // port, or both (the token is then asked on the metrics port too). Neither set: no metrics endpoint at all.
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    // A load balancer needs a few seconds to see /api/ready fail and to drop its idle connections to this process
    // (deploy/nginx.conf keeps them 4 s), so production keeps serving that long after SIGTERM before it stops listening.
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS ?? (production ? 6_000 : 0),
    // The demo accounts share a published password: never loaded in production unless asked for.
    seedDemoData: e.SEED_DEMO_DATA ?? !production,
    requireAdminTotp: e.REQUIRE_ADMIN_TOTP,
    invoicing: {
      series: e.INVOICE_SERIES,
      supplier: { name: e.PLATFORM_LEGAL_NAME, address: e.PLATFORM_ADDRESS, state: e.PLATFORM_STATE, gstin: e.PLATFORM_GSTIN },
    },
    // What the legal pages and footer say about the operator (GET /api/public/site-info).
    operator: {
      legalName: e.PLATFORM_LEGAL_NAME,
      registeredAddress: e.PLATFORM_ADDRESS,
      state: e.PLATFORM_STATE,
      gstin: e.PLATFORM_GSTIN,
      supportEmail: e.SUPPORT_EMAIL,
      supportPhone: e.SUPPORT_PHONE,
      grievanceOfficer: {
        name: e.GRIEVANCE_OFFICER_NAME,
        email: e.GRIEVANCE_OFFICER_EMAIL,
        address: e.GRIEVANCE_OFFICER_ADDRESS ?? e.PLATFORM_ADDRESS,
      },
    },
    serveWeb: e.SERVE_WEB,
    // false where migrations are a deployment step of their own (`npm run db:migrate`; compose.yaml's migrate service).
    migrateOnStart: e.MIGRATE_ON_START,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : undefined,
  };
}
