import type { SellerReturnAction, SellerReturnRow } from "@domain/schemas/seller-returns";
import { Check, PackageCheck, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";

interface ReturnActionsProps {
  request: SellerReturnRow;
  disabled: boolean;
  onAction: (request: SellerReturnRow, action: SellerReturnAction) => void;
}

/** Approve / Reject for a pending request, Mark completed for an approved one, else "Processed". */
export function ReturnActions({ request, disabled, onAction }: ReturnActionsProps) {
  const { t } = useTranslation("seller-returns");
  const names = { type: t(`type.${request.requestType}`).toLowerCase(), item: request.productName };
  if (request.canDecide) {
    return (
      <div className="flex gap-2">
        <Button size="sm" disabled={disabled} aria-label={t("approveLabel", names)} onClick={() => onAction(request, "approve")}>
          <Check aria-hidden="true" />
          {t("approve")}
        </Button>
        <Button size="sm" variant="outline" disabled={disabled} aria-label={t("rejectLabel", names)} onClick={() => onAction(request, "reject")}>
          <X aria-hidden="true" />
          {t("reject")}
        </Button>
      </div>
    );
  }
  if (request.canComplete) {
    return (
      <Button size="sm" variant="outline" disabled={disabled} aria-label={t("completeLabel", names)} onClick={() => onAction(request, "complete")}>
        <PackageCheck aria-hidden="true" />
        {t("markCompleted")}
      </Button>
    );
  }
  // Its status shows in the row's Status column.
  return <span className="text-sm text-muted-foreground">{t("processed")}</span>;
}
