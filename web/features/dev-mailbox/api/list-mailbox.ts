import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export type MailboxMessage = {
  id: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
  status: "pending" | "sent" | "failed";
  createdAt: string;
};

/** GET /api/dev/mailbox (development only): the newest emails the app has written, optionally for one address. */
export const mailboxQueryOptions = (to: string) =>
  queryOptions({
    queryKey: ["dev-mailbox", to],
    queryFn: ({ signal }) =>
      apiFetch<{ messages: MailboxMessage[] }>(`/api/dev/mailbox?limit=100${to ? `&to=${encodeURIComponent(to)}` : ""}`, { signal }),
    refetchInterval: 3000,
    retry: false,
  });

export function useMailbox(to: string) {
  return useQuery(mailboxQueryOptions(to));
}
