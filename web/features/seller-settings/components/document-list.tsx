import type { SellerDocument } from "@domain/schemas/seller-documents";
import { Download, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { formatDate } from "@web/lib/format-date";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useDeleteSellerDocument } from "../api/delete-document";
import { useSellerDocuments } from "../api/list-documents";

const statusVariant = { verified: "success", pending: "warning", rejected: "destructive" } as const;

/** The seller's documents, newest first: type, upload date, status; download always, delete until verified. */
export function DocumentList() {
  const { t } = useTranslation("seller-settings");
  const documents = useSellerDocuments();
  const remove = useDeleteSellerDocument();

  if (documents.isPending) return <Spinner />;
  if (documents.isError) return <p className="text-sm text-destructive">{t("documents.fetchFailed")}</p>;
  if (documents.data.length === 0) return <p className="text-sm text-muted-foreground">{t("documents.empty")}</p>;

  const typeOf = (document: SellerDocument) => t(`documents.types.${document.documentType}`);
  const deleteDocument = (document: SellerDocument) =>
    remove.mutate(document.id, {
      onSuccess: () => toastSuccess(t("documents.deleted")),
      onError: (error) => toastError(t("documents.deleteFailed"), errorMessage(error)),
    });

  return (
    <ul aria-label={t("documents.listLabel")} className="flex flex-col divide-y rounded-md border">
      {documents.data.map((document) => (
        <li key={document.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3">
          <div className="flex min-w-0 flex-1 flex-col">
            <span className="font-medium">{typeOf(document)}</span>
            <span className="text-xs text-muted-foreground">
              {t("documents.date")}: {formatDate(document.createdAt)}
            </span>
          </div>
          <Badge variant={statusVariant[document.status]}>{t(`documents.statuses.${document.status}`)}</Badge>
          <div className="flex gap-1">
            <Button asChild variant="ghost" size="icon">
              <a href={document.fileUrl} download aria-label={t("documents.downloadDocument", { type: typeOf(document) })}>
                <Download aria-hidden="true" />
              </a>
            </Button>
            {document.status === "verified" ? null : (
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("documents.deleteDocument", { type: typeOf(document) })}
                disabled={remove.isPending}
                onClick={() => deleteDocument(document)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
