import { useEffect } from "react";
import { toastError } from "@web/lib/toast";

/**
 * Shows the destructive toast once each time `cause` becomes something new (a state name, a failure's timestamp),
 * not again on re-render; null shows none.
 */
export function useErrorToast(cause: string | number | null, title: string, description?: string) {
  useEffect(() => {
    if (cause !== null) toastError(title, description);
    // Only a new cause should toast again; the texts follow from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cause]);
}
