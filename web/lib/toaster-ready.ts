/**
 * The toast area (components/layout/deferred-toaster.tsx) and sonner are loaded by the first toast, not with the page:
 * most visits never show one, and a phone on a slow network should not fetch it first. `requestToaster` asks for the
 * area; `toasterReady` resolves once it listens, so a toast sent earlier waits for it instead of being lost.
 */
let requested = false;
const listeners = new Set<() => void>();

export function requestToaster(): void {
  if (requested) return;
  requested = true;
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: whether a toast has asked for the area yet. */
export const toasterRequested = (): boolean => requested;
export function subscribeToToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let markReady: () => void = () => {};
export const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function toasterMounted(): void {
  markReady();
}
