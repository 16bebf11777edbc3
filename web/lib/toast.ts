import { requestToaster, toasterReady } from "./toaster-ready";

/**
 * Toasts (sonner). The first toast loads the library and mounts its toast area (components/layout/deferred-toaster.tsx),
 * then shows; a toast asked for before the area is up waits for it instead of being lost.
 */
async function sonner() {
  requestToaster();
  const [{ toast }] = await Promise.all([import("sonner"), toasterReady]);
  return toast;
}

/** Green notice: something worked. */
export function toastSuccess(title: string, description?: string): void {
  void sonner().then((toast) => toast.success(title, { description }));
}

/** Destructive toast: failures and refusals. */
export function toastError(title: string, description?: string): void {
  void sonner().then((toast) => toast.error(title, { description }));
}

/** Neutral notice, e.g. "Not implemented" for features that do not exist yet. */
export function toastInfo(title: string, description?: string): void {
  void sonner().then((toast) => toast.info(title, { description }));
}
