/**
 * Downloads generated on request (an order's tax invoice or credit note, a fee invoice, a monthly statement, a tax
 * report) cost CPU on the one event loop: pdfkit lays a document out synchronously, about 1.5 s for a statement of
 * 5,000 documents and twice that in Hindi. The read tier (1,000 a minute per address, ADR 13) would let one account
 * keep the process busy, so each of these routes also counts per account, after the guard has identified it (a route
 * may tighten its own limit, ADR 13). Counters are per route, in memory or in Redis as the tiers' are.
 */
type Identified = { currentUser: { id: string } | null; ip: string };

const perAccount = (name: string) => (request: Identified) => `${name}:${request.currentUser?.id ?? request.ip}`;

/** One document as a PDF: far more than anyone opens by hand, far fewer than a loop would. */
export const DOCUMENTS_PER_MINUTE = 30;
/** A month's statement or tax report, which grows with the month's documents. */
export const MONTHLY_REPORTS_PER_MINUTE = 10;

export const documentDownloadRateLimit = {
  max: DOCUMENTS_PER_MINUTE,
  timeWindow: "1 minute",
  hook: "preHandler",
  keyGenerator: perAccount("document"),
} as const;

export const monthlyReportRateLimit = {
  max: MONTHLY_REPORTS_PER_MINUTE,
  timeWindow: "1 minute",
  hook: "preHandler",
  keyGenerator: perAccount("monthly-report"),
} as const;
