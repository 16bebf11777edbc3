import { formatINR } from "@domain/money";
import type { PayoutTcs } from "@domain/schemas/seller-payouts";
import { useTranslation } from "react-i18next";
import { cn } from "@web/lib/cn";

/** How a payout's TCS was collected: CGST + SGST within a state, IGST across states; nothing when there is none. */
export function TcsSplit({ tcs, className }: { tcs: PayoutTcs; className?: string }) {
  const { t } = useTranslation("common");
  if (tcs.total === 0) return null;
  return (
    <span className={cn("block text-xs text-muted-foreground", className)}>
      {tcs.igst > 0 ? t("tcsSplit.inter", { igst: formatINR(tcs.igst) }) : t("tcsSplit.intra", { cgst: formatINR(tcs.cgst), sgst: formatINR(tcs.sgst) })}
    </span>
  );
}
