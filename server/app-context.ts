import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./config";
import type { Database, DatabaseHandle } from "./db/client";
import type { NotificationHub } from "./platform/events/notification-hub";
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
};
