import { toast } from "sonner";

/** One toast is visible at a time, for 5000 ms (see the Toaster in providers.tsx). */
export function toastSuccess(title: string, description?: string): void {
  toast.success(title, { description });
}

/** Destructive toast: failures and refusals. */
export function toastError(title: string, description?: string): void {
  toast.error(title, { description });
}

/** Neutral notice, e.g. "Not implemented" for features that do not exist yet. */
export function toastInfo(title: string, description?: string): void {
  toast.info(title, { description });
}
