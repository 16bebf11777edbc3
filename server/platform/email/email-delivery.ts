import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { createMailTransport } from "./mail-transport";
import { createOutboxWorker } from "./outbox-worker";

/**
 * Starts the outbox worker when the app is ready and stops it (waiting for a pass in progress) before the database
 * closes. API tests leave it off by default: they read the outbox directly and would only add polling load.
 */
export function registerEmailDelivery(app: FastifyInstance, ctx: AppContext, { autoStart = ctx.config.env !== "test" } = {}) {
  const transport = createMailTransport(ctx.config);
  if (!transport) {
    app.log.warn("SMTP_URL is not set: emails wait in the outbox until an SMTP server is configured");
    return null;
  }
  const worker = createOutboxWorker({ db: ctx.db, transport, from: ctx.config.mail.from, log: app.log });
  if (autoStart) {
    app.addHook("onReady", async () => worker.start());
    app.addHook("onClose", async () => worker.stop());
  }
  return worker;
}
