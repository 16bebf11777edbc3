import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { openPostgres } from "../db/postgres-client";
import { seedReferenceData } from "../db/seed/reference-data";
import { withDatabase } from "../test/postgres-test-database";
import { type AppProcess, startAppProcess, stopAppProcess } from "./cluster";
import { freePort, startNginx } from "./nginx";
import { startSmtpSink } from "./smtp-sink";

export const POSTGRES = process.env.SCALE_OUT_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** Redis database 11: the rate-limit counters of these runs stay apart from anything else on the machine's Redis. */
export const REDIS = process.env.SCALE_OUT_REDIS_URL ?? "redis://127.0.0.1:6379/11";
const BUCKET = "scale-out";

export type ClusterOptions = {
  processes: number;
  /** Called once the database is migrated (by the processes) and holds the reference data: add what the run needs. */
  prepare?: (databaseUrl: string, storage: { endpoint: string; bucket: string }) => Promise<void>;
  logLevel?: string;
  /** Which of the processes nginx sends requests to (all by default). */
  behindNginx?: number[];
};

/**
 * A fresh PostgreSQL database, an S3-compatible server (s3rver), an SMTP sink, `processes` API processes from the
 * production build (all started at once on the empty database: migrations take an advisory lock), and nginx in
 * front of them with a copy of deploy/nginx.conf. `stop` undoes all of it, the database included.
 */
export async function startCluster({ processes, prepare, logLevel = "info", behindNginx }: ClusterOptions) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "scale-out-"));
  const logDir = path.join(dir, "logs");
  fs.mkdirSync(logDir);
  const database = `scaleout_${process.pid}_${Date.now().toString(36)}`;
  const databaseUrl = Object.assign(new URL(POSTGRES), { pathname: `/${database}` }).toString();
  const apps: AppProcess[] = [];
  const cleanups: (() => Promise<unknown>)[] = [];
  const timings: [string, number][] = [];
  const timed = async <T>(label: string, work: () => Promise<T>) => {
    const started = performance.now();
    const result = await work();
    timings.push([label, performance.now() - started]);
    return result;
  };
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: unknown) => console.error("scale-out cleanup:", error));
    await withDatabase(POSTGRES, (client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)).catch(() => {});
    if (process.env.SCALE_OUT_KEEP) console.log(`Scale-out logs kept in ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  };

  try {
    await withDatabase(POSTGRES, (client) => client.query(`CREATE DATABASE ${database}`));
    const s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: path.join(dir, "s3"), configureBuckets: [{ name: BUCKET, configs: [] }] });
    const s3Address = await s3.run();
    cleanups.push(() => s3.close());
    const mailDir = path.join(dir, "mail");
    const smtp = await startSmtpSink(mailDir);
    cleanups.push(() => smtp.close());

    // nginx's port is in PUBLIC_URL (links in emails, payment return URLs, the CSRF origin), so it is chosen first.
    const nginxPort = await freePort();
    const env: Record<string, string> = {
      NODE_ENV: "development", // the payment simulator is refused in production; the rest is set as production sets it
      PUBLIC_URL: `http://127.0.0.1:${nginxPort}`,
      DATABASE_URL: databaseUrl,
      REDIS_URL: REDIS,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
      S3_REGION: "ap-south-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      SESSION_SECRET: "scale-out-test-secret-of-at-least-32-characters",
      CASHFREE_ENV: "simulator",
      CASHFREE_SIMULATOR_REFUND_SETTLE_MS: "0",
      RATE_LIMITS: "on",
      BACKGROUND_JOBS: "on",
      SEED_DEMO_DATA: "false",
      // nginx reaches the processes from 127.0.0.1; the clients use other loopback addresses (127.x.y.z).
      TRUST_PROXY: "127.0.0.1",
      LOG_LEVEL: logLevel,
      DATA_DIR: path.join(dir, "data"),
      // A process told to stop keeps serving this long (answering "Connection: close") before it closes: longer than
      // nginx keeps an idle upstream connection (deploy/nginx.conf: keepalive_timeout 4s).
      SHUTDOWN_DRAIN_MS: "5000",
    };
    const ports = await Promise.all(Array.from({ length: processes }, () => freePort()));
    apps.push(
      ...(await timed(`start ${processes} API processes on an empty database (migrations included)`, () =>
        Promise.all(ports.map((port, i) => startAppProcess(`app${"ABCDEFGH"[i]}`, env, logDir, port))),
      )),
    );
    cleanups.push(() => Promise.all(apps.map((app) => stopAppProcess(app))));
    // Categories and plans: a start with SEED_DEMO_DATA=false (production's default) leaves them to `db:migrate`.
    const handle = openPostgres(databaseUrl);
    await seedReferenceData(handle.db).finally(() => handle.close());
    await prepare?.(databaseUrl, { endpoint: env.S3_ENDPOINT!, bucket: BUCKET });
    const upstreams = (behindNginx ?? ports.map((_, i) => i)).map((i) => `127.0.0.1:${ports[i]}`);
    const nginx = await timed("start nginx", () => startNginx({ port: nginxPort, upstreams, dir: path.join(dir, "nginx") }));
    cleanups.push(() => nginx.stop());
    return { apps, env, nginx, databaseUrl, mailDir, logDir, timings, stop, cleanups };
  } catch (error) {
    await stop();
    throw error;
  }
}
