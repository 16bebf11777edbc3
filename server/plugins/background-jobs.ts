import type { FastifyInstance } from "fastify";
import { indiaMonthOf, shiftMonth } from "@domain/india-month";
import { indiaDate } from "@domain/subscription-term";
import type { AppContext } from "../app-context";
import { followAcceptedRefunds } from "../modules/payments/follow-accepted-refunds";
import { REFUND_RETRY_AFTER_MS, retryPendingRefunds } from "../modules/payments/retry-pending-refunds";
import { expireSubscriptions, remindEndingSubscriptions } from "../modules/subscriptions/expire-subscriptions";
import { sendUnreadMessageEmail } from "../modules/conversations/unread-message-email";
import { UNREAD_MESSAGE_EMAIL_JOB } from "../modules/conversations/post-message";
import { issuePlatformFeeInvoices, PLATFORM_FEE_INVOICES_JOB } from "../modules/platform-fee-invoices/issue-platform-fee-invoices";
import { pruneDoneJobs } from "../platform/jobs/job-queue";
import { createJobRunner } from "../platform/jobs/job-runner";
import { TRUST_SIGNALS_JOB, TRUST_SIGNALS_REFRESH_MS } from "../modules/trust-signals/trust-signals-job";
import { refreshTrustSignals } from "../modules/trust-signals/refresh-trust-signals";

const JOBS_KEPT_MS = 7 * 24 * 60 * 60_000;

/** The app's scheduled work, run by the one job runner (server/platform/jobs). */
export function backgroundJobs(ctx: AppContext) {
  return createJobRunner({
    db: ctx.db,
    log: ctx.log,
    handlers: {
      // Refunds the provider never acknowledged are asked for again; accepted ones are followed up.
      "refund-follow-up": async () => {
        await retryPendingRefunds(ctx);
        await followAcceptedRefunds(ctx, ctx.log);
      },
      // Once per India day (the first tick of the day, so also at start-up): plans past their end, and reminders.
      "subscription-expiry": async (job) => {
        const today = job.dedupeKey?.split(":")[1] ?? indiaDate(new Date());
        await expireSubscriptions(ctx, today);
        await remindEndingSubscriptions(ctx, today);
      },
      // Queued with each message, due 15 minutes later: an email if the recipient has still not read it.
      [UNREAD_MESSAGE_EMAIL_JOB]: async (job) => sendUnreadMessageEmail(ctx, job.payload),
      // Once per India month (its first tick): the platform's tax invoice to each seller for the previous month's fees.
      [PLATFORM_FEE_INVOICES_JOB]: async (job) => {
        const month = job.dedupeKey?.split(":")[1] ?? indiaMonthOf(new Date());
        await issuePlatformFeeInvoices(ctx, shiftMonth(month, -1), indiaDate(new Date()));
      },
      // Hourly (and at start-up): every seller's response rate, response time and deliveries, from the data as it is.
      [TRUST_SIGNALS_JOB]: async () => void (await refreshTrustSignals(ctx.db)),
      // Finished jobs are kept a week, for looking back; failed ones until a person deals with them.
      "jobs-prune": async () => void (await pruneDoneJobs(ctx.db, new Date(Date.now() - JOBS_KEPT_MS))),
    },
    schedules: [
      { kind: "refund-follow-up", slot: (now) => String(Math.floor(now.getTime() / REFUND_RETRY_AFTER_MS)) },
      { kind: "subscription-expiry", slot: (now) => indiaDate(now) },
      { kind: "jobs-prune", slot: (now) => indiaDate(now) },
      { kind: TRUST_SIGNALS_JOB, slot: (now) => String(Math.floor(now.getTime() / TRUST_SIGNALS_REFRESH_MS)) },
      { kind: PLATFORM_FEE_INVOICES_JOB, slot: (now) => indiaMonthOf(now) },
    ],
  });
}

/** Starts the runner when the app is ready and drains it before the database closes. */
export function registerBackgroundJobs(app: FastifyInstance, ctx: AppContext) {
  if (!ctx.config.backgroundJobs) return;
  const runner = backgroundJobs(ctx);
  app.addHook("onReady", async () => runner.start());
  app.addHook("preClose", async () => runner.stop());
}
