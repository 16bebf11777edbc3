import { useQueryClient } from "@tanstack/react-query";
import { useLiveUpdates } from "@web/lib/live-updates";
import { conversationKeys, type Side } from "./query-keys";

/**
 * Keeps a side's conversations live: GET /api/{side}/threads/events (Server-Sent Events, `event: thread`) announces
 * a new message, quote or read mark in any of the caller's threads, and every conversation query of that side
 * (the list, the open thread, the menu's unread count) is refreshed on each, and after a reconnection.
 */
export function useThreadEvents(side: Side): void {
  const queryClient = useQueryClient();
  useLiveUpdates(`/api/${side}/threads/events`, "thread", () => void queryClient.invalidateQueries({ queryKey: conversationKeys.all(side) }));
}
