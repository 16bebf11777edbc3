import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { adminThreadKeys } from "./query-keys";

/** GET /api/admin/threads: a page of every conversation, most recently active first, after the given cursor. */
export function useAdminThreads(cursor: string | null) {
  return useQuery({
    queryKey: adminThreadKeys.list(cursor),
    queryFn: ({ signal }) => dataOf(api.GET("/api/admin/threads", { params: { query: { cursor: cursor ?? undefined, limit: 25 } }, signal })),
    placeholderData: keepPreviousData,
  });
}
