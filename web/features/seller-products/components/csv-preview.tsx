import type { ProductCsvPreview } from "@domain/schemas/seller-products";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { formatNumber } from "@web/lib/format-date";

/** Enough rows to judge the file by; a 5,000-row catalogue is not drawn whole. */
const SHOWN_ROWS = 200;

/** What an import would do: file errors, how many products are added and updated, and each row's line and errors. */
export function CsvPreview({ preview }: { preview: ProductCsvPreview }) {
  const { t } = useTranslation("seller-products");
  const withErrors = preview.rows.filter((row) => row.errors.length > 0);
  const rows = withErrors.length > 0 ? withErrors : preview.rows;
  const shown = rows.slice(0, SHOWN_ROWS);

  return (
    <div className="flex flex-col gap-3">
      {preview.fileErrors.length > 0 ? (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          <p className="font-semibold">{t("csv.fileErrors")}</p>
          <ul className="list-disc pl-5">
            {preview.fileErrors.map((error) => (
              <li key={error}>{error}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <p className="text-sm font-medium">
        {t("csv.summary", { creates: formatNumber(preview.creates), updates: formatNumber(preview.updates) })}
      </p>
      {preview.valid ? null : <p className="text-sm text-destructive">{t("csv.invalid")}</p>}
      {withErrors.length > 0 ? <p className="text-xs text-muted-foreground">{t("csv.errorRowsOnly")}</p> : null}
      {shown.length > 0 ? (
        <div role="region" aria-label={t("csv.rowsLabel")} tabIndex={0} className="max-h-72 overflow-auto rounded-md border border-border">
          <table className="w-full text-sm">
            <thead className="sticky top-0 bg-muted text-left">
              <tr>
                <th scope="col" className="px-2 py-1.5 font-medium">{t("csv.line")}</th>
                <th scope="col" className="px-2 py-1.5 font-medium">{t("csv.name")}</th>
                <th scope="col" className="px-2 py-1.5 font-medium">{t("csv.action")}</th>
                <th scope="col" className="px-2 py-1.5 font-medium">{t("csv.result")}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((row) => (
                <tr key={row.line} className="border-t border-border align-top">
                  <td className="px-2 py-1.5 tabular-nums">{row.line}</td>
                  <td className="px-2 py-1.5">{row.name}</td>
                  <td className="px-2 py-1.5">
                    <Badge variant="outline">{row.action === "create" ? t("csv.create") : t("csv.update")}</Badge>
                  </td>
                  <td className="px-2 py-1.5">
                    {row.errors.length === 0 ? (
                      <span className="text-green-800">{t("csv.ok")}</span>
                    ) : (
                      <ul className="text-destructive">
                        {row.errors.map((error) => (
                          <li key={error}>{error}</li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {rows.length > shown.length ? (
        <p className="text-xs text-muted-foreground">{t("csv.moreRows", { count: rows.length - shown.length })}</p>
      ) : null}
    </div>
  );
}
