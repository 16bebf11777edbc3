import { Flag } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { DialogLoading } from "./dialog-loading";

// The dialog (Radix's layers, the form and its schema) loads when first opened, not with the product page; pointing
// at or focusing the button starts it early.
const loadReportDialog = () => import("./report-review-dialog");
const ReportReviewDialog = lazy(loadReportDialog);
const preloadReportDialog = () => void loadReportDialog();

/** "Report" under a review: opens the report dialog (a visitor is asked to sign in there). */
export function ReportReviewButton({ reviewId, reviewer }: { reviewId: string; reviewer: string }) {
  const { t } = useTranslation("reviews");
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="sm"
        className="w-fit text-muted-foreground"
        aria-label={t("productPage.report.buttonFor", { reviewer })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadReportDialog}
        onFocus={preloadReportDialog}
      >
        <Flag aria-hidden="true" />
        {t("productPage.report.button")}
      </Button>
      {open ? (
        <Suspense fallback={<DialogLoading />}>
          <ReportReviewDialog reviewId={reviewId} onClose={() => setOpen(false)} returnFocus={() => button.current?.focus()} />
        </Suspense>
      ) : null}
    </>
  );
}
