import type { ThreadDetail } from "@domain/schemas/conversations";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ERROR_CODES } from "@domain/error-codes";
import { api, dataOf } from "@web/lib/api";
import { hasErrorCode } from "@web/lib/api-client";
import { conversationKeys, type Side } from "./query-keys";

/** GET /api/{side}/threads/:threadId: one conversation with its messages (oldest first) and quotations. */
export const threadQueryOptions = (side: Side, threadId: string) =>
  queryOptions({
    queryKey: conversationKeys.detail(side, threadId),
    queryFn: ({ signal }): Promise<ThreadDetail> => {
      const params = { path: { threadId } };
      return side === "buyer"
        ? dataOf(api.GET("/api/buyer/threads/{threadId}", { params, signal }))
        : dataOf(api.GET("/api/seller/threads/{threadId}", { params, signal }));
    },
    // Someone else's thread (or a mistyped address) is 404: no point asking again.
    retry: (count, error) => !isThreadNotFound(error) && count < 2,
  });

export function useThread(side: Side, threadId: string) {
  return useQuery(threadQueryOptions(side, threadId));
}

export function isThreadNotFound(error: unknown): boolean {
  return hasErrorCode(error, ERROR_CODES.THREAD_NOT_FOUND) || hasErrorCode(error, ERROR_CODES.NOT_FOUND) || hasErrorCode(error, ERROR_CODES.VALIDATION_ERROR);
}
