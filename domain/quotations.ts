/** Quotations: a seller's priced offer in a conversation, which the buyer may accept and then check out, once. */
import { lineTotal } from "./pricing";
import { indiaDate } from "./subscription-term";

/**
 * sent: waiting for the buyer; withdrawn: the seller took it back before it was accepted; accepted: the buyer took
 * it (its line is in their cart); ordered: a paid checkout used it (it cannot be used again).
 */
export const QUOTE_STATUSES = ["sent", "withdrawn", "accepted", "ordered"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

/** What a party sees: a sent or accepted quote past its validity date is expired. */
export type QuoteState = QuoteStatus | "expired";

/** The longest a quote may stay valid, counted from today in India. */
export const MAX_QUOTE_VALIDITY_DAYS = 90;

export type QuoteTerms = {
  status: QuoteStatus;
  /** The last day (India's calendar, YYYY-MM-DD) on which the quote may be accepted and checked out. */
  validUntil: string;
};

export function quoteState(quote: QuoteTerms, now: Date): QuoteState {
  const live = quote.status === "sent" || quote.status === "accepted";
  return live && quote.validUntil < indiaDate(now) ? "expired" : quote.status;
}

/** A validity date a seller may set: from today to MAX_QUOTE_VALIDITY_DAYS ahead, in India's calendar. */
export function isAllowedValidity(validUntil: string, now: Date): boolean {
  const today = indiaDate(now);
  const latest = indiaDate(new Date(now.getTime() + MAX_QUOTE_VALIDITY_DAYS * 86_400_000));
  return /^\d{4}-\d{2}-\d{2}$/.test(validUntil) && validUntil >= today && validUntil <= latest;
}

/** What the quote is worth: quantity × the quoted unit price, in paise, no tiers applied. */
export function quoteTotal(quote: { unitPrice: number; quantity: number }): number {
  return lineTotal(quote.unitPrice, quote.quantity);
}

export type QuoteUseRefusal = "QUOTE_NOT_FOUND" | "QUOTE_EXPIRED" | "QUOTE_NOT_ACCEPTED" | "QUOTE_ALREADY_USED" | "QUOTE_MISMATCH";

/**
 * Whether a buyer's cart line may be charged at a quote's price: the quote is theirs, accepted and not yet used,
 * still valid, and for exactly this product and quantity. Returns why not, or null when it may.
 */
export function quoteUseRefusal(
  quote: (QuoteTerms & { buyerId: string; productId: string; quantity: number }) | undefined,
  line: { buyerId: string; productId: string; quantity: number },
  now: Date,
): QuoteUseRefusal | null {
  if (!quote || quote.buyerId !== line.buyerId) return "QUOTE_NOT_FOUND";
  if (quote.status === "ordered") return "QUOTE_ALREADY_USED";
  if (quote.status !== "accepted") return "QUOTE_NOT_ACCEPTED";
  if (quoteState(quote, now) === "expired") return "QUOTE_EXPIRED";
  if (quote.productId !== line.productId || quote.quantity !== line.quantity) return "QUOTE_MISMATCH";
  return null;
}
