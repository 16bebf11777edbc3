import { useEffect, useRef } from "react";

const FIRST_RETRY_MS = 2_000;
const MAX_RETRY_MS = 60_000;

/**
 * Listens to a Server-Sent Events stream of the API and calls `onChange` for every `eventName` event, and again after
 * any reconnection (the server's `ready` event), since changes made while disconnected were not heard. The browser
 * reconnects a dropped stream by itself; when it gives up (the server answered with an error), a new connection is
 * tried with a growing delay.
 */
export function useLiveUpdates(url: string, eventName: string, onChange: () => void): void {
  // The latest callback, without reconnecting when the caller passes a new function on each render.
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let retryMs = FIRST_RETRY_MS;
    let connectedBefore = false;
    let stopped = false;
    const changed = () => onChangeRef.current();

    const connect = () => {
      source = new EventSource(url, { withCredentials: true });
      source.addEventListener("ready", () => {
        retryMs = FIRST_RETRY_MS;
        if (connectedBefore) changed();
        connectedBefore = true;
      });
      source.addEventListener(eventName, changed);
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
  }, [url, eventName]);
}
