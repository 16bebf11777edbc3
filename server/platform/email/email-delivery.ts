import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../app-context";
import { createMailTransport } from "./mail-transport";
import { createOutboxWorker } from "./outbox-worker";

/** How long shutdown waits for the last pass to deliver pending emails (within main.ts's grace period). */
export const OUTBOX_DRAIN_MS = 5_000;

/**
 * Starts the outbox worker when the app is ready. On close (after the requests in flight have finished, before the
 * database closes: onClose hooks run last-registered first) it stops polling and drains the outbox once.
 * API tests leave it off by default: they read the outbox directly and would only add polling load.
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
    app.addHook("onClose", async () => worker.stop({ drainWithinMs: OUTBOX_DRAIN_MS }));
  }
  return worker;
}
