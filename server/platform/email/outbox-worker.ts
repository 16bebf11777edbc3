import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { MailTransport } from "./mail-transport";

/** After this many failed attempts a message is marked failed and left for a person to look at. */
export const MAX_DELIVERY_ATTEMPTS = 6;
/** Retry n waits 30 s × (2^n − 1) after the message was written: 30 s, 1.5 min, 3.5 min, 7.5 min, 15.5 min. */
const BACKOFF_SECONDS = 30;

type WorkerOptions = {
  db: Database;
  transport: MailTransport;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
  batchSize?: number;
};

/** Delivers the outbox: claims due messages (safe with several API processes), sends them, records the outcome. */
export function createOutboxWorker({ db, transport, from, log, intervalMs = 2000, batchSize = 20 }: WorkerOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;

  async function claimDue() {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, "pending"),
          sql`${emailOutbox.createdAt} + make_interval(secs => ${BACKOFF_SECONDS} * (power(2, ${emailOutbox.attempts}) - 1)) <= now()`,
        ),
      )
      .orderBy(asc(emailOutbox.createdAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    // Counting the attempt when claiming also pushes the row past the backoff, so no other worker takes it meanwhile.
    return db
      .update(emailOutbox)
      .set({ attempts: sql`${emailOutbox.attempts} + 1` })
      .where(inArray(emailOutbox.id, due))
      .returning();
  }

  /** One pass over the due messages; returns how many were delivered. */
  async function deliverDue(): Promise<number> {
    let delivered = 0;
    for (const row of await claimDue()) {
      try {
        const attachments = row.attachments.map(({ filename, contentType, contentBase64 }) => ({ filename, contentType, content: Buffer.from(contentBase64, "base64") }));
        await transport.send({ from, to: row.toAddress, subject: row.subject, text: row.textBody, html: row.htmlBody, attachments });
        await db.update(emailOutbox).set({ status: "sent", sentAt: new Date(), lastError: null }).where(eq(emailOutbox.id, row.id));
        delivered += 1;
      } catch (error) {
        const failed = row.attempts >= MAX_DELIVERY_ATTEMPTS;
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ emailId: row.id, attempts: row.attempts, err: error }, failed ? "email delivery failed for good" : "email delivery failed, will retry");
        await db
          .update(emailOutbox)
          .set({ status: failed ? "failed" : "pending", lastError: message.slice(0, 1000) })
          .where(eq(emailOutbox.id, row.id));
      }
    }
    return delivered;
  }

  async function drain(withinMs: number) {
    let deadline: NodeJS.Timeout | undefined;
    const timedOut = new Promise<"timed out">((resolve) => {
      deadline = setTimeout(() => resolve("timed out"), withinMs);
    });
    try {
      const outcome = await Promise.race([deliverDue(), timedOut]);
      if (outcome === "timed out") log.warn(`email outbox not drained within ${withinMs} ms; the rest is delivered later`);
    } catch (error) {
      log.error({ err: error }, "email outbox drain failed");
    } finally {
      clearTimeout(deadline);
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = deliverDue()
        .catch((error: unknown) => log.error({ err: error }, "email outbox pass failed"))
        .finally(schedule);
    }, intervalMs);
  }

  return {
    deliverDue,
    start() {
      if (!stopped) return;
      stopped = false;
      schedule();
    },
    /**
     * Stops polling and waits for a pass in progress, so the database can close after it. With `drainWithinMs`, one
     * last pass then delivers what is due (emails written by the requests that just finished), giving up after that
     * long: what it leaves stays pending for the next process.
     */
    async stop({ drainWithinMs = 0 } = {}) {
      stopped = true;
      clearTimeout(timer);
      await running;
      if (drainWithinMs > 0) await drain(drainWithinMs);
      transport.close();
    },
  };
}
