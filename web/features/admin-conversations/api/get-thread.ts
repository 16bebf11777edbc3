import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { adminThreadKeys } from "./query-keys";

/** GET /api/admin/threads/:threadId: the whole conversation, messages (oldest first) and quotations. */
export const adminThreadQueryOptions = (threadId: string) =>
  queryOptions({
    queryKey: adminThreadKeys.detail(threadId),
    queryFn: ({ signal }) => dataOf(api.GET("/api/admin/threads/{threadId}", { params: { path: { threadId } }, signal })),
    // The parties keep writing: fetch again on every visit.
    staleTime: 0,
  });

export function useAdminThread(threadId: string) {
  return useQuery(adminThreadQueryOptions(threadId));
}

/** GET /api/admin/threads/:threadId/attachments/:messageId, as a link the browser downloads (the cookie goes along). */
export function attachmentUrl(threadId: string, messageId: string): string {
  return `/api/admin/threads/${encodeURIComponent(threadId)}/attachments/${encodeURIComponent(messageId)}`;
}
