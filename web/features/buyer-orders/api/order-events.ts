import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { buyerOrderKeys } from "./query-keys";

const EVENTS_URL = "/api/buyer/events";
const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

/**
 * Keeps the buyer's order pages live: listens to GET /api/buyer/events (Server-Sent Events) and refreshes every
 * buyer-order query when one of the buyer's orders changes. The browser reconnects a dropped stream by itself;
 * when it gives up (the server answered with an error), a new connection is tried with a growing delay. After any
 * reconnection everything is refreshed, since changes made while disconnected were not heard.
 */
export function useBuyerOrderEvents(): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    let connectedBefore = false;
    let stopped = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: buyerOrderKeys.all });

    const connect = () => {
      source = new EventSource(EVENTS_URL, { withCredentials: true });
      source.addEventListener("ready", () => {
        retryMs = FIRST_RETRY_MS;
        if (connectedBefore) refresh();
        connectedBefore = true;
      });
      source.addEventListener("order", refresh);
      source.addEventListener("error", () => {
        if (stopped || source?.readyState !== EventSource.CLOSED) return; // the browser is reconnecting
        source.close();
        retryTimer = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      });
    };
    connect();

    return () => {
      stopped = true;
      clearTimeout(retryTimer);
      source?.close();
    };
  }, [queryClient]);
}
