import { useEffect } from "react";
import { toastError } from "@web/lib/toast";

/** The spec's destructive toast, once per failure: pass the query's errorUpdatedAt (0 until it fails). */
export function useErrorToast(failedAt: number, title: string) {
  useEffect(() => {
    if (failedAt > 0) toastError(title);
    // Only a new failure (a new timestamp) toasts again; the title does not change meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failedAt]);
}
