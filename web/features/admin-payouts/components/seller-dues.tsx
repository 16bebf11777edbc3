import type { SellerDue } from "@domain/schemas/admin-payouts";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { Button, buttonVariants } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Price } from "@web/components/ui/price";
import { Spinner } from "@web/components/ui/spinner";
import { useErrorToast } from "@web/lib/use-error-toast";
import { payoutBatchCsvUrl, useSellerDues } from "../api/admin-payouts";

/** What each seller is owed now, with the total and the bank's bulk-upload CSV of it; a seller's orders on request. */
export function SellerDuesCard({ onShowSeller }: { onShowSeller: (seller: SellerDue) => void }) {
  const { t } = useTranslation("admin-payouts");
  const dues = useSellerDues();
  useErrorToast(dues.isError ? dues.errorUpdatedAt : null, t("toasts.error"), t("toasts.fetchFailed"));
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>{t("dues.title")}</CardTitle>
        <a className={buttonVariants({ variant: "outline", size: "sm" })} href={payoutBatchCsvUrl()} download>
          {t("dues.export")}
        </a>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {!dues.data ? (
          <Spinner />
        ) : dues.data.sellers.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("dues.none")}</p>
        ) : (
          <>
            <p className="text-sm">
              {t("dues.summary", { count: dues.data.sellerCount })} <Price paise={dues.data.total} className="font-semibold" />
            </p>
            <ul className="divide-y text-sm">
              {dues.data.sellers.map((seller) => (
                <li key={seller.sellerId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="flex flex-wrap items-center gap-2">
                    {seller.sellerName ?? "—"}
                    {seller.hasBankDetails ? null : <Badge variant="warning">{t("dues.noBank")}</Badge>}
                  </span>
                  <span className="flex flex-wrap items-center gap-3 tabular-nums">
                    <span>
                      {t("dues.orders", { count: seller.orders })} · <Price paise={seller.amount} className="font-medium" />
                    </span>
                    <Button size="sm" variant="ghost" aria-label={t("dues.showLabel", { seller: seller.sellerName ?? "—" })} onClick={() => onShowSeller(seller)}>
                      {t("dues.show")}
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
