import { queryOptions, useQuery } from "@tanstack/react-query";
import { ERROR_CODES } from "@domain/error-codes";
import { api } from "@web/lib/api";
import { ApiError, hasErrorCode } from "@web/lib/api-client";

export type AdminAccess = "granted" | "two-factor-required" | "forbidden";

/** GET /api/admin/access: whether the server opens the admin console to this session, and if not, why. */
export const adminAccessQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: ["admin-access", userId],
    queryFn: async ({ signal }): Promise<AdminAccess> => {
      try {
        await api.GET("/api/admin/access", { signal });
        return "granted";
      } catch (error) {
        if (hasErrorCode(error, ERROR_CODES.TWO_FACTOR_REQUIRED)) return "two-factor-required";
        if (error instanceof ApiError && (error.status === 403 || error.status === 401)) return "forbidden";
        throw error;
      }
    },
    staleTime: 0,
  });

export function useAdminAccess(userId: string, enabled: boolean) {
  return useQuery({ ...adminAccessQueryOptions(userId), enabled });
}
