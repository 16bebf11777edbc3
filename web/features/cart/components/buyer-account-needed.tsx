import { Store } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Where checkout would be, for an account that cannot place orders: why, and what to do instead. */
export function BuyerAccountNeeded() {
  const { t } = useTranslation("checkout");
  return (
    <div role="note" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <Store aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{t("buyerAccount.title")}</p>
        <p>{t("buyerAccount.text")}</p>
      </div>
    </div>
  );
}
