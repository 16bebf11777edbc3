import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { formatDate } from "@web/lib/format-date";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useErrorToast } from "@web/lib/use-error-toast";
import { usePayoutQueries, useResolveQuery } from "../api/admin-payouts";

/** Open payout queries, oldest first, each resolved with one click. */
export function PayoutQueriesCard() {
  const { t } = useTranslation("admin-payouts");
  const queries = usePayoutQueries();
  const resolve = useResolveQuery();
  useErrorToast(queries.isError ? queries.errorUpdatedAt : null, t("toasts.error"), t("toasts.fetchFailed"));
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("queries.title")}</CardTitle>
      </CardHeader>
      <CardContent>
        {!queries.data ? (
          <Spinner />
        ) : queries.data.queries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("queries.none")}</p>
        ) : (
          <ul className="divide-y text-sm">
            {queries.data.queries.map((query) => (
              <li key={query.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="flex flex-col gap-1">
                  <span className="font-medium">
                    <span className="font-mono">{query.orderNumber}</span> · {query.sellerName ?? "—"} · {formatDate(query.createdAt)}
                  </span>
                  <p className="break-words whitespace-pre-line">{query.queryText}</p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t("queries.resolveLabel", { id: query.orderNumber })}
                  disabled={resolve.isPending}
                  onClick={() =>
                    resolve.mutate(query.id, {
                      onSuccess: () => toastSuccess(t("toasts.queryResolved")),
                      onError: () => toastError(t("toasts.error"), t("toasts.resolveFailed")),
                    })
                  }
                >
                  {t("queries.resolve")}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {queries.data && queries.data.waiting > queries.data.queries.length ? (
          <p className="pt-2 text-sm text-muted-foreground">{t("waitingMore", { shown: queries.data.queries.length, waiting: queries.data.waiting })}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
