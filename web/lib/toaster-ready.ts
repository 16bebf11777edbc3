/** Resolves once the toast area listens (components/layout/deferred-toaster.tsx); a toast sent earlier waits for it. */
let markReady: () => void = () => {};
export const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function toasterMounted(): void {
  markReady();
}
