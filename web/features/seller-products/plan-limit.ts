import { ERROR_CODES } from "@domain/error-codes";
import { hasErrorCode } from "@web/lib/api-client";

/** The plan's listing limit when the server refused a create with 422 PLAN_LIMIT_REACHED, else null. */
export function planLimitOf(error: unknown): number | null {
  if (!hasErrorCode(error, ERROR_CODES.PLAN_LIMIT_REACHED)) return null;
  const limit = (error.details as { limit?: unknown } | undefined)?.limit;
  return typeof limit === "number" ? limit : null;
}
