import { zodResolver } from "@hookform/resolvers/zod";
import { MAX_QUOTE_VALIDITY_DAYS } from "@domain/quotations";
import { formatINR } from "@domain/money";
import type { QuoteInput } from "@domain/schemas/conversations";
import { FilePlus2 } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Spinner } from "@web/components/ui/spinner";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage, serverFieldErrors } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useQuotableProducts } from "../api/quotable-products";
import { useSendQuote } from "../api/send-quote";
import { DEFAULT_VALIDITY_DAYS, indiaDateIn, quoteFormSchema, type QuoteFormValues } from "../quote-form-schema";

interface SendQuoteDialogProps {
  threadId: string;
  /** The product the buyer asked about (preselected when it is one of the seller's active products). */
  productId: string | null;
  quantity: number;
}

/** The seller's "Send quotation": one of its active products, quantity, unit price, validity, terms and a note. */
export function SendQuoteDialog(props: SendQuoteDialogProps) {
  const { t } = useTranslation("conversations");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="lg">
          <FilePlus2 aria-hidden="true" />
          {t("sendQuote.button")}
        </Button>
      </DialogTrigger>
      {open ? (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t("sendQuote.title")}</DialogTitle>
            <DialogDescription>{t("sendQuote.description")}</DialogDescription>
          </DialogHeader>
          <SendQuoteForm {...props} onSent={() => setOpen(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function SendQuoteForm({ threadId, productId, quantity, onSent }: SendQuoteDialogProps & { onSent: () => void }) {
  const { t } = useTranslation("conversations");
  const products = useQuotableProducts("");
  const sendQuote = useSendQuote(threadId);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, control, setError, formState } = useForm<QuoteFormValues, unknown, QuoteInput>({
    resolver: zodResolver(quoteFormSchema()),
    defaultValues: {
      productId: productId ?? "",
      quantity: String(quantity),
      unitPrice: "",
      validUntil: indiaDateIn(DEFAULT_VALIDITY_DAYS),
      deliveryTerms: "",
      note: "",
    },
  });
  const chosenId = useWatch({ control, name: "productId" });
  const chosen = products.data?.find((product) => product.id === chosenId);
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await sendQuote.mutateAsync(input);
      toastSuccess(t("sendQuote.sentTitle"));
      onSent();
    } catch (error) {
      let placed = false;
      for (const { path, message } of serverFieldErrors(error)) {
        const field = path.split(".")[0]!;
        if (field in formState.defaultValues!) {
          setError(field as keyof QuoteFormValues, { type: "server", message });
          placed = true;
        }
      }
      if (!placed) setFormError(errorMessage(error));
      toastError(t("sendQuote.failed"), errorMessage(error));
    }
  });

  if (products.isPending) return <Spinner className="py-8" />;
  const options = products.data ?? [];
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField label={t("sendQuote.product")} error={errors.productId?.message ?? (options.length === 0 ? t("sendQuote.noProducts") : undefined)} required>
        <Select {...register("productId")}>
          <option value="">{t("sendQuote.chooseProduct")}</option>
          {options.map((product) => (
            <option key={product.id} value={product.id}>
              {product.name}
            </option>
          ))}
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("sendQuote.quantity")} error={errors.quantity?.message} required>
          <Input type="number" inputMode="numeric" min={1} step={1} {...register("quantity")} />
        </FormField>
        <FormField
          label={t("sendQuote.unitPrice")}
          hint={chosen ? t("sendQuote.listPrice", { price: formatINR(chosen.listPrice) }) : undefined}
          error={errors.unitPrice?.message}
          required
        >
          <Input inputMode="decimal" autoComplete="off" {...register("unitPrice")} />
        </FormField>
        <FormField label={t("sendQuote.validUntil")} hint={t("sendQuote.validUntilHint")} error={errors.validUntil?.message} required>
          <Input type="date" min={indiaDateIn(0)} max={indiaDateIn(MAX_QUOTE_VALIDITY_DAYS)} {...register("validUntil")} />
        </FormField>
      </div>
      <FormField label={t("sendQuote.deliveryTerms")} error={errors.deliveryTerms?.message}>
        <Input placeholder={t("sendQuote.deliveryTermsPlaceholder")} maxLength={300} {...register("deliveryTerms")} />
      </FormField>
      <FormField label={t("sendQuote.note")} error={errors.note?.message}>
        <Textarea rows={3} maxLength={1000} {...register("note")} />
      </FormField>
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="submit" size="lg" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t("sendQuote.sending") : t("sendQuote.send")}
        </Button>
      </DialogFooter>
    </form>
  );
}
