import { lazy, Suspense } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { Spinner } from "@web/components/ui/spinner";
import { useTranslation } from "react-i18next";
import type { EnquiryTarget } from "../enquiry-target";

// The form (react-hook-form, zod, the shared schema) loads after the dialog itself, which shows its title meanwhile.
const EnquiryForm = lazy(() => import("./enquiry-form"));

type EnquiryDialogProps = { target: EnquiryTarget; signedIn: boolean; onClose: () => void };

/** The open enquiry dialog (its own chunk: the dialog's code loads on the first Contact Seller, not with the page). */
export default function EnquiryDialog({ target, signedIn, onClose }: EnquiryDialogProps) {
  const { t } = useTranslation("conversations");
  const company = target.kind === "seller" ? (target.name ?? t("enquiry.theSeller")) : t("enquiry.theSeller");
  return (
    <Dialog open onOpenChange={(open) => open || onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{target.kind === "product" ? t("enquiry.title") : t("enquiry.titleSeller", { company })}</DialogTitle>
          <DialogDescription>
            {target.kind === "product" ? t("enquiry.descriptionProduct", { product: target.name }) : t("enquiry.description", { company })}
          </DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner className="py-8" />}>
          <EnquiryForm target={target} signedIn={signedIn} onClose={onClose} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
