/** Why a payment did not go through, in the words the failure page uses (from the provider's status word). */
export type FailureReason = "declined" | "cancelled" | "expired" | "unknown";

const REASONS: Record<string, FailureReason> = {
  FAILED: "declined",
  USER_DROPPED: "cancelled",
  CANCELLED: "cancelled",
  VOID: "cancelled",
  EXPIRED: "expired",
  TERMINATED: "expired",
  TERMINATION_REQUESTED: "expired",
};

export function failureReason(providerStatus: string | null): FailureReason {
  return (providerStatus && REASONS[providerStatus.toUpperCase()]) || "unknown";
}
