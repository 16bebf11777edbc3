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
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useRequestReturn } from "../api/request-return";
import { type PickedPhoto, ReturnPhotoPicker } from "./return-photo-picker";

interface ReturnRequestDialogProps {
  orderId: string;
  item: { id: string; productName: string; returnableQuantity: number };
  /** After the request is stored: the page refreshes the order to show it. */
  onRequested: () => void;
}

type FormValues = Omit<CreateReturnRequest, "photos">;

/** "Return or Exchange" for some units of one delivered item: the kind, how many, a required reason and up to 3 photos. */
export function ReturnRequestDialog({ orderId, item, onRequested }: ReturnRequestDialogProps) {
  const { t } = useTranslation("buyer");
  const [open, setOpen] = useState(false);
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const request = useRequestReturn(orderId);
  const typeLegendId = useId();
  const form = useForm<FormValues>({
    resolver: zodResolver(createReturnRequestSchema.omit({ photos: true })),
    defaultValues: { orderItemId: item.id, requestType: "return", quantity: 1, reason: "" },
  });
  const { errors } = form.formState;
  const uploading = photos.some((photo) => photo.photoId === null);

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.quantity > item.returnableQuantity) {
      form.setError("quantity", { message: t("returns.errors.quantityTooMany", { max: item.returnableQuantity }) });
      return;
    }
    try {
      const created = await request.mutateAsync({ ...values, photos: photos.flatMap((photo) => (photo.photoId ? [photo.photoId] : [])) });
      toastSuccess(t("returns.submitted"), t("returns.submittedText", { type: t(`returns.types.${created.requestType}`).toLowerCase() }));
      setOpen(false);
      setPhotos([]);
      form.reset();
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
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
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
                <label key={type} className="flex min-h-10 items-center gap-2 text-sm">
                  <input type="radio" value={type} className="size-5 accent-primary" {...form.register("requestType")} />
                  {t(`returns.types.${type}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <FormField label={t("returns.quantity")} hint={t("returns.quantityHint", { max: item.returnableQuantity })} error={errors.quantity?.message} required>
            <Input type="number" inputMode="numeric" min={1} max={item.returnableQuantity} step={1} className="sm:max-w-32" {...form.register("quantity", { valueAsNumber: true })} />
          </FormField>
          <FormField label={t("returns.reason")} error={errors.reason?.message} required>
            <Textarea placeholder={t("returns.reasonPlaceholder")} maxLength={1000} {...form.register("reason")} />
          </FormField>
          <ReturnPhotoPicker orderId={orderId} photos={photos} onChange={setPhotos} />
          <DialogFooter>
            <Button type="submit" disabled={request.isPending || uploading}>
              {t("returns.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
