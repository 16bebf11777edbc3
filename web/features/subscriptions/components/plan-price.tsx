import { formatINR } from "@domain/money";
import type { PlanCharge } from "@domain/schemas/subscriptions";
import { useTranslation } from "react-i18next";

/** The monthly charge as the server computed it: plan price, 18% GST and the total, each in ₹ with 2 decimals. */
export function PlanPrice({ charge }: { charge: PlanCharge }) {
  const { t } = useTranslation("subscriptions");
  return (
    <div className="flex flex-col gap-1">
      <p className="text-3xl font-bold tracking-tight">
        {formatINR(charge.base)}
        <span className="text-base font-normal text-muted-foreground">{t("perMonth")}</span>
      </p>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm text-muted-foreground">
        <dt>{t("price.base")}</dt>
        <dd className="text-right tabular-nums">{formatINR(charge.base)}</dd>
        <dt>{t("price.gst")}</dt>
        <dd className="text-right tabular-nums">{formatINR(charge.gst)}</dd>
        <dt className="font-medium text-foreground">{t("price.total")}</dt>
        <dd className="text-right font-medium tabular-nums text-foreground">{formatINR(charge.total)}</dd>
      </dl>
    </div>
  );
}
