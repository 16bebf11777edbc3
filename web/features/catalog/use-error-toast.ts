import { useEffect } from "react";
import { toastError } from "@web/lib/toast";

/** Shows the destructive toast once each time a query fails (not again on re-render). */
export function useErrorToast(failedAt: number, title: string, description: string) {
  useEffect(() => {
    if (failedAt > 0) toastError(title, description);
    // Only a new failure (a new timestamp) should toast again; the texts do not change meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failedAt]);
}
