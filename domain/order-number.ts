/**
 * The one number a buyer, a seller and an admin read for an order: BB-YYMM-NNNNNN, the month (India's calendar) the
 * order was placed and its place in that month's sequence. The uuid stays internal.
 */
export const ORDER_NUMBER_PREFIX = "BB";
export const ORDER_NUMBER_PATTERN = /^BB-\d{4}-\d{6,}$/;

const monthFormat = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "2-digit", month: "2-digit" });

/** "2611" for any moment of November 2026 in India. */
export function orderNumberPeriod(at: Date): string {
  const parts = monthFormat.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}${part("month")}`;
}

export function formatOrderNumber(period: string, sequence: number): string {
  if (!/^\d{4}$/.test(period)) throw new RangeError(`period must be YYMM, got ${period}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`sequence must be a positive integer, got ${sequence}`);
  return `${ORDER_NUMBER_PREFIX}-${period}-${String(sequence).padStart(6, "0")}`;
}

/** Lenient reading of what a person types into a search box: "bb-2611-4217", "2611-004217" → "BB-2611-004217". */
export function normaliseOrderNumberQuery(query: string): string | null {
  const match = /^\s*(?:bb[\s-]*)?(\d{4})[\s-]*(\d{1,9})\s*$/i.exec(query);
  const sequence = Number(match?.[2]);
  return match && sequence >= 1 ? formatOrderNumber(match[1]!, sequence) : null;
}
