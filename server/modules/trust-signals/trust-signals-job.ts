/**
 * The job runner's kind for the trust-signals refresh (server/plugins/background-jobs.ts): once per slot of this
 * length, so a seller's figures are at most an hour behind its conversations and deliveries.
 */
export const TRUST_SIGNALS_JOB = "trust-signals";
export const TRUST_SIGNALS_REFRESH_MS = 60 * 60_000;
