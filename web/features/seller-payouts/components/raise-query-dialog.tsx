import { MAX_PAYOUT_QUERY_LENGTH } from "@domain/schemas/seller-payouts";
import { MessageSquareWarning } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useRaisePayoutQuery } from "../api/raise-payout-query";

interface RaiseQueryDialogProps {
  orderId: string;
  orderNumber: string;
}

/** 'Raise Query' on one payout row: a question for the platform; submit stays disabled while the text is blank. */
export function RaiseQueryDialog({ orderId, orderNumber }: RaiseQueryDialogProps) {
  const { t } = useTranslation("seller-payouts");
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const raise = useRaisePayoutQuery(orderId);
  const blank = text.trim() === "";

  const submit = () => {
    if (blank) return;
    raise.mutate(text.trim(), {
      onSuccess: () => {
        toastSuccess(t("toasts.querySubmitted"));
        setOpen(false);
        setText("");
      },
      onError: (error) => toastError(t("errors.submitQuery"), errorMessage(error)),
    });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t("raiseQueryLabel", { id: orderNumber })}>
          <MessageSquareWarning aria-hidden="true" />
          {t("raiseQuery")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("queryDialog.title")}</DialogTitle>
          <DialogDescription>{t("queryDialog.description", { id: orderNumber })}</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <FormField label={t("queryDialog.label")} required>
            <Textarea
              value={text}
              maxLength={MAX_PAYOUT_QUERY_LENGTH}
              placeholder={t("queryDialog.placeholder")}
              onChange={(event) => setText(event.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={blank || raise.isPending}>
              {t("queryDialog.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
