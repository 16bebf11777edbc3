import { PAYOUT_STATUSES } from "@domain/orders";
import type { SellerDue } from "@domain/schemas/admin-payouts";
import { Wallet } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "@web/components/ui/button";
import { CursorPager } from "@web/components/ui/cursor-pager";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { PageTitle } from "@web/components/ui/page-title";
import { SearchInput } from "@web/components/ui/search-input";
import { Select } from "@web/components/ui/select";
import { Spinner } from "@web/components/ui/spinner";
import { type PayoutFilters, payoutBatchCsvUrl, useAdminPayouts } from "@web/features/admin-payouts/api/admin-payouts";
import { ManualRefundsCard } from "@web/features/admin-payouts/components/manual-refunds-card";
import { PayoutQueriesCard } from "@web/features/admin-payouts/components/payout-queries-card";
import { PayoutsTable } from "@web/features/admin-payouts/components/payouts-table";
import { SellerDuesCard } from "@web/features/admin-payouts/components/seller-dues";
import { TaxReportsCard } from "@web/features/admin-payouts/components/tax-reports-card";
import { useCursorPages } from "@web/lib/use-cursor-pages";
import { useErrorToast } from "@web/lib/use-error-toast";

/** Payouts: what sellers are owed now, order-wise payout rows, open queries, refunds owed by hand and the monthly tax reports. */
export default function AdminPayoutsPage() {
  const { t } = useTranslation();
  const { t: payouts } = useTranslation("admin-payouts");
  const [filters, setFilters] = useState<Omit<PayoutFilters, "sellerId">>({});
  const [seller, setSeller] = useState<SellerDue | null>(null);
  const [q, setQ] = useState<string | undefined>();
  const pages = useCursorPages<string>();
  const rows = useAdminPayouts({ ...filters, q, sellerId: seller?.sellerId }, pages.cursor);
  useErrorToast(rows.isError ? rows.errorUpdatedAt : null, payouts("toasts.error"), payouts("toasts.fetchFailed"));
  const show = (value: string) => {
    const status = PAYOUT_STATUSES.find((candidate) => candidate === value);
    setFilters(value === "due" ? { due: "true" } : status ? { status } : {});
    pages.reset();
  };
  /** From "Due now": that seller's orders due now, to mark them Paid after the bank transfer. */
  const showSeller = (due: SellerDue | null) => {
    setSeller(due);
    if (due) setFilters({ due: "true" });
    pages.reset();
    if (due) document.getElementById("payout-rows")?.scrollIntoView({ block: "start" });
  };
  const sellerName = seller?.sellerName ?? "—";

  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={t("pages.adminPayouts")} />
      <div className="grid gap-6 lg:grid-cols-2">
        <SellerDuesCard onShowSeller={showSeller} />
        <PayoutQueriesCard />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <ManualRefundsCard />
        <TaxReportsCard />
      </div>
      <section aria-labelledby="payout-rows" className="flex flex-col gap-4">
        <h2 id="payout-rows" className="text-xl font-semibold tracking-tight">
          {payouts("rowsTitle")}
        </h2>
        <div className="grid gap-3 sm:grid-cols-[1fr_15rem]">
          <SearchInput
            label={payouts("search")}
            placeholder={payouts("searchPlaceholder")}
            onSearch={(text) => {
              setQ(text);
              pages.reset();
            }}
          />
          <FormField label={payouts("show")}>
            <Select value={filters.due ? "due" : (filters.status ?? "")} onChange={(event) => show(event.target.value)}>
              <option value="">{payouts("showAll")}</option>
              <option value="due">{payouts("showDue")}</option>
              {PAYOUT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {payouts(`status.${status}`)}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        {seller ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="font-medium">{payouts("sellerFilter", { seller: sellerName })}</span>
            <Button size="sm" variant="outline" onClick={() => showSeller(null)}>
              {payouts("allSellers")}
            </Button>
            <a className={buttonVariants({ variant: "outline", size: "sm" })} href={payoutBatchCsvUrl(seller.sellerId)} download>
              {payouts("exportSeller", { seller: sellerName })}
            </a>
          </div>
        ) : null}
        {!rows.data ? <Spinner /> : rows.data.payouts.length === 0 ? <EmptyState icon={Wallet} title={payouts("none")} /> : <PayoutsTable payouts={rows.data.payouts} />}
        <CursorPager
          isFirst={pages.isFirst}
          hasNext={Boolean(rows.data?.nextCursor)}
          onFirst={pages.reset}
          onNext={() => rows.data?.nextCursor && pages.next(rows.data.nextCursor)}
          firstLabel={payouts("first")}
          nextLabel={payouts("next")}
        />
      </section>
    </div>
  );
}
