// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useBuyerOrderEvents } from "./order-events";

/** Stands in for the browser's EventSource: the test plays the server. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private listeners = new Map<string, (() => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string) {
    this.listeners.get(type)?.forEach((l) => l());
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
}

function Live() {
  useBuyerOrderEvents();
  return null;
}

let client: QueryClient;
beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.instances = [];
  vi.stubGlobal("EventSource", FakeEventSource);
  client = new QueryClient();
  vi.spyOn(client, "invalidateQueries").mockResolvedValue();
  render(
    <QueryClientProvider client={client}>
      <Live />
    </QueryClientProvider>,
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("useBuyerOrderEvents", () => {
  it("refreshes every buyer-order query when one of the buyer's orders changes", () => {
    const [source] = FakeEventSource.instances;
    expect(source!.url).toBe("/api/buyer/events");
    source!.emit("ready");
    expect(client.invalidateQueries).not.toHaveBeenCalled();
    source!.emit("order");
    expect(client.invalidateQueries).toHaveBeenCalledWith({ queryKey: ["buyer-orders"] });
  });

  it("reconnects after the server refused the stream, and catches up on what it missed", () => {
    const [first] = FakeEventSource.instances;
    first!.emit("ready");
    first!.readyState = FakeEventSource.CLOSED;
    first!.emit("error");
    expect(FakeEventSource.instances).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    expect(FakeEventSource.instances).toHaveLength(2);
    FakeEventSource.instances[1]!.emit("ready");
    expect(client.invalidateQueries).toHaveBeenCalledWith({ queryKey: ["buyer-orders"] });
  });

  it("leaves the browser's own reconnection alone, and closes the stream on unmount", () => {
    const [source] = FakeEventSource.instances;
    source!.emit("error"); // still CONNECTING: the browser retries by itself
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
    cleanup();
    expect(source!.readyState).toBe(FakeEventSource.CLOSED);
  });
});
