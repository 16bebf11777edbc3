import { zodResolver } from "@hookform/resolvers/zod";
import { RETURN_REQUEST_TYPES } from "@domain/orders";
import { createReturnRequestSchema, type CreateReturnRequest } from "@domain/schemas/order-returns";
import { RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useRequestReturn } from "../api/request-return";

interface ReturnRequestDialogProps {
  orderId: string;
  item: { id: string; productName: string };
  /** After the request is stored: the page refreshes the order to show it. */
  onRequested: () => void;
}

/** "Return or Exchange" for one delivered item: the kind of request and a required reason. */
export function ReturnRequestDialog({ orderId, item, onRequested }: ReturnRequestDialogProps) {
  const { t } = useTranslation("buyer");
  const [open, setOpen] = useState(false);
  const request = useRequestReturn(orderId);
  const typeLegendId = useId();
  const form = useForm<CreateReturnRequest>({
    resolver: zodResolver(createReturnRequestSchema),
    defaultValues: { orderItemId: item.id, requestType: "return", reason: "" },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const created = await request.mutateAsync(values);
      toastSuccess(t("returns.submitted"), t("returns.submittedText", { type: t(`returns.types.${created.requestType}`).toLowerCase() }));
      setOpen(false);
      onRequested();
    } catch (error) {
      toastError(t("returns.failed"), errorMessage(error));
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="self-start">
          <RotateCcw aria-hidden="true" />
          {t("returns.request")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("returns.dialogTitle")}</DialogTitle>
          <DialogDescription>{t("returns.dialogDescription", { product: item.productName })}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
          <fieldset className="flex flex-col gap-2" aria-labelledby={typeLegendId}>
            <legend id={typeLegendId} className="text-sm font-medium">
              {t("returns.type")}
            </legend>
            <div className="flex gap-4">
              {RETURN_REQUEST_TYPES.map((type) => (
                <label key={type} className="flex items-center gap-2 text-sm">
                  <input type="radio" value={type} className="size-4 accent-primary" {...form.register("requestType")} />
                  {t(`returns.types.${type}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <FormField label={t("returns.reason")} error={errors.reason?.message} required>
            <Textarea placeholder={t("returns.reasonPlaceholder")} maxLength={1000} {...form.register("reason")} />
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={request.isPending}>
              {t("returns.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
