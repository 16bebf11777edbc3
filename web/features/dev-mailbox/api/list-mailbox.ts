import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

/** GET /api/dev/mailbox (development only): the newest emails the app has written, optionally for one address. */
export const mailboxQueryOptions = (to: string) =>
  queryOptions({
    queryKey: ["dev-mailbox", to],
    queryFn: ({ signal }) =>
      dataOf(api.GET("/api/dev/mailbox", { params: { query: { limit: 100, to: to || undefined } }, signal })),
    refetchInterval: 3000,
    retry: false,
  });

export function useMailbox(to: string) {
  return useQuery(mailboxQueryOptions(to));
}
