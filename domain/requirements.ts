/** Requirements ("post what you need"): open to the sellers of a category until answered, cancelled or 30 days old. */

/** open: sellers may answer; fulfilled: the buyer accepted a quote for it; cancelled: the buyer withdrew it. */
export const REQUIREMENT_STATUSES = ["open", "fulfilled", "cancelled"] as const;
export type RequirementStatus = (typeof REQUIREMENT_STATUSES)[number];
export type RequirementState = RequirementStatus | "expired";

export const REQUIREMENT_OPEN_DAYS = 30;
/** Verified sellers see a new requirement this long before unverified ones. */
export const VERIFIED_HEAD_START_MS = 60 * 60_000;

export function requirementExpiresAt(postedAt: Date): Date {
  return new Date(postedAt.getTime() + REQUIREMENT_OPEN_DAYS * 86_400_000);
}

export function requirementState(requirement: { status: RequirementStatus; expiresAt: Date }, now: Date): RequirementState {
  return requirement.status === "open" && requirement.expiresAt.getTime() <= now.getTime() ? "expired" : requirement.status;
}

/** When a seller first sees a requirement among its buy leads: at once if verified, after the head start if not. */
export function visibleToSellerFrom(postedAt: Date, sellerVerified: boolean): Date {
  return sellerVerified ? postedAt : new Date(postedAt.getTime() + VERIFIED_HEAD_START_MS);
}
