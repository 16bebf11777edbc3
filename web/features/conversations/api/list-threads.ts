import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";
import { conversationKeys, type Side } from "./query-keys";

/** GET /api/{side}/threads: the caller's conversations, most recently active first, a page at a time. */
export const threadListQueryOptions = (side: Side) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.list(side),
    queryFn: ({ pageParam, signal }) => {
      const query = { cursor: pageParam ?? undefined, limit: 20 };
      return side === "buyer"
        ? dataOf(api.GET("/api/buyer/threads", { params: { query }, signal }))
        : dataOf(api.GET("/api/seller/threads", { params: { query }, signal }));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function useThreadList(side: Side) {
  return useInfiniteQuery(threadListQueryOptions(side));
}
