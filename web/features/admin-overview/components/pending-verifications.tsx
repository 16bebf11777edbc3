import type { PendingVerification } from "@domain/schemas/admin-overview";
import { FileText, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { EmptyState } from "@web/components/ui/empty-state";
import { FormField } from "@web/components/ui/form-field";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage } from "@web/lib/api-client";
import { formatDate } from "@web/lib/format-date";
import { toastError, toastSuccess } from "@web/lib/toast";
import { adminDocumentUrl, useDecideVerification, usePendingVerifications } from "../api/admin-overview";

/** Sellers awaiting verification, each with its documents to open, and Approve / Reject after confirmation. */
export function PendingVerifications() {
  const { t } = useTranslation("admin");
  const list = usePendingVerifications();
  const sellers = list.data?.pages.flatMap((page) => page.sellers) ?? [];
  return (
    <section aria-labelledby="verifications-heading" className="flex flex-col gap-3">
      <h2 id="verifications-heading" className="text-xl font-semibold">
        {t("verifications.title")}
      </h2>
      {list.isPending ? (
        <Spinner />
      ) : sellers.length === 0 ? (
        <EmptyState icon={ShieldCheck} title={t("verifications.none")} />
      ) : (
        <ul className="flex flex-col gap-3">
          {sellers.map((seller) => (
            <PendingSeller key={seller.sellerId} seller={seller} />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <Button variant="outline" className="self-start" onClick={() => void list.fetchNextPage()}>
          {t("verifications.loadMore")}
        </Button>
      ) : null}
    </section>
  );
}

function PendingSeller({ seller }: { seller: PendingVerification }) {
  const { t } = useTranslation("admin");
  const decide = useDecideVerification();
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState("");
  const name = seller.companyName ?? seller.email;
  const send = (decision: Parameters<typeof decide.mutate>[0]["decision"], done: string) =>
    decide.mutate(
      { sellerId: seller.sellerId, decision },
      { onSuccess: () => toastSuccess(done, name), onError: (error) => toastError(t("verifications.failed"), errorMessage(error)) },
    );

  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4" aria-label={name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex flex-col gap-1 text-sm">
          <p className="text-base font-medium">{name}</p>
          <p>
            {t("verifications.contact")}: {seller.contactPerson ?? "—"} · {seller.email}
            {seller.phone ? ` · ${seller.phone}` : ""}
          </p>
          <p>
            {t("verifications.gstin")}: {seller.gstNumber ?? "—"} · {t("verifications.registered")} {formatDate(seller.registeredAt)}
          </p>
          {seller.verificationNote ? <p className="text-muted-foreground">{t("verifications.lastNote", { note: seller.verificationNote })}</p> : null}
        </div>
        <div className="flex gap-2">
          <Button size="sm" aria-label={t("verifications.approveLabel", { name })} onClick={() => setApproving(true)} disabled={decide.isPending}>
            {t("verifications.approve")}
          </Button>
          <Button size="sm" variant="outline" aria-label={t("verifications.rejectLabel", { name })} onClick={() => setRejecting(true)} disabled={decide.isPending}>
            {t("verifications.reject")}
          </Button>
        </div>
      </div>
      <div className="text-sm">
        <p className="font-medium">{t("verifications.documents")}</p>
        {seller.documents.length === 0 ? (
          <p className="text-muted-foreground">{t("verifications.noDocuments")}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {seller.documents.map((document) => (
              <li key={document.id}>
                <a className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline" href={adminDocumentUrl(document.id)} download>
                  <FileText aria-hidden="true" className="size-4" />
                  {t(`verifications.documentTypes.${document.documentType}`)} ({t(`verifications.documentStatuses.${document.status}`)})
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={approving}
        onOpenChange={setApproving}
        title={t("verifications.approveTitle")}
        description={t("verifications.approveText", { name })}
        confirmLabel={t("verifications.approve")}
        onConfirm={() => send({ decision: "approve" }, t("verifications.approved"))}
      />
      <Dialog open={rejecting} onOpenChange={setRejecting}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("verifications.rejectTitle")}</DialogTitle>
          </DialogHeader>
          <form
            className="flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (!reason.trim()) return;
              send({ decision: "reject", reason: reason.trim() }, t("verifications.rejected"));
              setRejecting(false);
            }}
          >
            <FormField label={t("verifications.reason")} required>
              <Textarea value={reason} maxLength={1000} onChange={(event) => setReason(event.target.value)} />
            </FormField>
            <DialogFooter>
              <Button type="submit" variant="destructive" disabled={!reason.trim()}>
                {t("verifications.reject")}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </li>
  );
}
