import type { ReviewPhoto } from "@domain/schemas/reviews";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@web/components/ui/dialog";

type ReviewPhotoDialogProps = {
  photos: ReviewPhoto[];
  reviewer: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The dialog has no Radix trigger of its own: the thumbnail that opened it takes the focus back. */
  returnFocus: () => void;
};

/** One review photo, large (Radix: focus kept inside, Escape closes); ← and → or the buttons go through the others. */
export default function ReviewPhotoDialog({ photos, reviewer, index, onIndexChange, onClose, returnFocus }: ReviewPhotoDialogProps) {
  const { t } = useTranslation("reviews");
  const photo = photos[index];
  const go = (step: 1 | -1) => onIndexChange((index + step + photos.length) % photos.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()}>
      <DialogContent
        className="max-w-3xl"
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogTitle>{t("productPage.photoTitle", { number: index + 1, total: photos.length })}</DialogTitle>
        <DialogDescription className="sr-only">{t("productPage.photoHelp")}</DialogDescription>
        {photo ? (
          <img src={photo.url} alt={t("productPage.photoAlt", { number: index + 1, reviewer })} className="max-h-[70dvh] w-full rounded-md object-contain" />
        ) : null}
        {photos.length > 1 ? (
          <div className="flex justify-between gap-2">
            <Button variant="outline" onClick={() => go(-1)}>
              <ChevronLeft aria-hidden="true" />
              {t("productPage.previousPhoto")}
            </Button>
            <Button variant="outline" onClick={() => go(1)}>
              {t("productPage.nextPhoto")}
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
