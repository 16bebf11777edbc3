import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { Database, DatabaseHandle } from "./db/client";
import type { NotificationHub } from "./platform/events/notification-hub";
import type { DrainState } from "./platform/lifecycle/drain-state";
import type { Readiness } from "./platform/lifecycle/readiness";
import type { AppMetrics } from "./platform/metrics/app-metrics";
import type { PaymentGateway } from "./platform/payments/payment-gateway";
import type { Storage } from "./platform/storage/storage";
import type { Auth } from "./plugins/auth";

/** What routes and services need from the running app; built once in buildApp and passed down explicitly. */
export type AppContext = {
  config: Config;
  db: Database;
  database: DatabaseHandle;
  auth: Auth;
  payments: PaymentGateway;
  /** Uploaded files (product media, documents): local disk or an S3-compatible bucket (platform/storage). */
  storage: Storage;
  /** Live change notifications (Postgres LISTEN/NOTIFY), fanned out to Server-Sent Events streams. */
  events: NotificationHub;
  /** The app's logger, for services that must report what no request is waiting to hear (a refund that failed). */
  log: FastifyBaseLogger;
  /** Set from SIGTERM on: the process still serves, but tells the load balancer to send requests elsewhere. */
  drain: DrainState;
  /** What GET /api/ready answers: draining, database, migrations, Redis. */
  readiness: Readiness;
  /** Prometheus metrics of this app (platform/metrics); served only when METRICS_PORT or METRICS_TOKEN is set. */
  metrics: AppMetrics;
};
