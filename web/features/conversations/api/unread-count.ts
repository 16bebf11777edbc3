import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { conversationKeys, type Side } from "./query-keys";

/** GET /api/{side}/threads/unread: messages the caller has not read, across conversations (the menu's badge). */
export const unreadCountQueryOptions = (side: Side) =>
  queryOptions({
    queryKey: conversationKeys.unread(side),
    queryFn: ({ signal }) =>
      side === "buyer" ? dataOf(api.GET("/api/buyer/threads/unread", { signal })) : dataOf(api.GET("/api/seller/threads/unread", { signal })),
    select: (answer) => answer.unread,
  });

export function useUnreadCount(side: Side) {
  return useQuery(unreadCountQueryOptions(side));
}
