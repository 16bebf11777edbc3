import { Spinner } from "@web/components/ui/spinner";

/** While a lazily loaded dialog's code arrives: its backdrop and a spinner, so the press shows at once. */
export function DialogLoading() {
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-slate-950/50">
      <Spinner />
    </div>
  );
}
