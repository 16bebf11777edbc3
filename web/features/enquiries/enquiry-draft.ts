import type { EnquiryFormValues } from "./enquiry-form-schema";
import type { EnquiryTarget } from "./enquiry-target";

/**
 * A visitor's typed enquiry, kept in this tab's session storage while they sign in, so the dialog reopens with it.
 * The navigation state only says "reopen the dialog for this target" (as the Add to Cart detour does); the text
 * waits here, never in the address.
 */
const KEY_PREFIX = "bulkbazaar.enquiry-draft.v1:";
const keyOf = (target: EnquiryTarget) => `${KEY_PREFIX}${target.kind}:${target.id}`;
const FIELDS = ["quantity", "targetPrice", "deliveryCity", "deliveryPincode", "message"] as const;

export function saveEnquiryDraft(target: EnquiryTarget, values: EnquiryFormValues): void {
  try {
    sessionStorage.setItem(keyOf(target), JSON.stringify(values));
  } catch {
    // Storage full or refused: the visitor types again.
  }
}

export function loadEnquiryDraft(target: EnquiryTarget): EnquiryFormValues | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(keyOf(target)) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return null;
    const record = parsed as Record<string, unknown>;
    if (!FIELDS.every((field) => typeof record[field] === "string")) return null;
    return Object.fromEntries(FIELDS.map((field) => [field, record[field]])) as EnquiryFormValues;
  } catch {
    return null;
  }
}

export function clearEnquiryDraft(target: EnquiryTarget): void {
  try {
    sessionStorage.removeItem(keyOf(target));
  } catch {
    // Nothing to clear.
  }
}

/** What the Contact Seller control puts in the navigation state to /login, handed back after sign-in. */
export type EnquiryIntent = { contactSeller: { kind: EnquiryTarget["kind"]; id: string } };

export function enquiryIntent(target: EnquiryTarget): EnquiryIntent {
  return { contactSeller: { kind: target.kind, id: target.id } };
}

/** Whether the page was reached back from sign-in to reopen the dialog for this target. */
export function isResumedEnquiry(state: unknown, target: Pick<EnquiryTarget, "kind" | "id">): boolean {
  const intent = (state as { resume?: Partial<EnquiryIntent> } | null)?.resume?.contactSeller;
  return intent?.kind === target.kind && intent.id === target.id;
}
