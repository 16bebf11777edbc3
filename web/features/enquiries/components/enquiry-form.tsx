import { zodResolver } from "@hookform/resolvers/zod";
import type { EnquiryInput } from "@domain/schemas/conversations";
import { useQueryClient } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { Button } from "@web/components/ui/button";
import { DialogFooter } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { ApiError, errorMessage, serverFieldErrors } from "@web/lib/api-client";
import { currentUserQueryOptions } from "@web/lib/current-user";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useStartEnquiry } from "../api/start-enquiry";
import { clearEnquiryDraft, enquiryIntent, loadEnquiryDraft, saveEnquiryDraft } from "../enquiry-draft";
import { emptyEnquiryForm, enquiryFormSchema, type EnquiryFormValues } from "../enquiry-form-schema";
import type { EnquiryTarget } from "../enquiry-target";

type FieldName = keyof EnquiryFormValues;
const FIELD_OF_INPUT: Record<string, FieldName> = {
  quantity: "quantity",
  targetUnitPrice: "targetPrice",
  deliveryCity: "deliveryCity",
  deliveryPincode: "deliveryPincode",
  message: "message",
};

interface EnquiryFormProps {
  target: EnquiryTarget;
  signedIn: boolean;
  onClose: () => void;
}

/** The enquiry dialog's form (loaded when the dialog first opens): quantity, target price, delivery place, message. */
export default function EnquiryForm({ target, signedIn, onClose }: EnquiryFormProps) {
  const { t } = useTranslation("conversations");
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const startEnquiry = useStartEnquiry();
  const [threadId, setThreadId] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, getValues, setError, formState } = useForm<EnquiryFormValues, unknown, EnquiryInput>({
    resolver: zodResolver(enquiryFormSchema(target)),
    defaultValues: loadEnquiryDraft(target) ?? emptyEnquiryForm(target),
  });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (input) => {
    setFormError(null);
    const me = await queryClient.fetchQuery(currentUserQueryOptions).catch(() => null);
    if (!me) {
      saveEnquiryDraft(target, getValues());
      toastError(t("enquiry.authRequired"), t("enquiry.authRequiredText"));
      const from = location.pathname + location.search;
      void navigate(`/login?redirect=${encodeURIComponent(from)}`, { state: { from, resume: enquiryIntent(target) } });
      return;
    }
    try {
      const created = await startEnquiry.mutateAsync(input);
      clearEnquiryDraft(target);
      setThreadId(created.threadId);
      toastSuccess(t("enquiry.sentTitle"), t("enquiry.sentText"));
    } catch (error) {
      let placed = false;
      for (const { path, message } of serverFieldErrors(error)) {
        const field = FIELD_OF_INPUT[path.split(".")[0]!];
        if (field) {
          setError(field, { type: "server", message });
          placed = true;
        }
      }
      if (error instanceof ApiError && (error.details as { minOrderQuantity?: unknown } | undefined)?.minOrderQuantity !== undefined) {
        setError("quantity", { type: "server", message: errorMessage(error) });
        placed = true;
      }
      if (!placed) setFormError(errorMessage(error));
      toastError(t("enquiry.failed"), errorMessage(error));
    }
  });

  if (threadId) {
    return (
      <div className="flex flex-col items-center gap-3 py-4 text-center" role="status">
        <CheckCircle2 aria-hidden="true" className="size-10 text-success" />
        <p className="font-semibold">{t("enquiry.sentTitle")}</p>
        <p className="text-sm text-muted-foreground">{t("enquiry.sentText")}</p>
        <Button asChild size="lg" className="w-full sm:w-auto">
          <Link to={`/buyer-dashboard/enquiries/${threadId}`} onClick={onClose}>
            {t("enquiry.openConversation")}
          </Link>
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t("enquiry.quantity")}
          hint={target.kind === "product" ? t("enquiry.quantityHint", { count: target.minOrderQuantity }) : undefined}
          error={errors.quantity?.message}
          required
        >
          <Input type="number" inputMode="numeric" min={target.minOrderQuantity} step={1} {...register("quantity")} />
        </FormField>
        <FormField label={t("enquiry.targetPrice")} hint={t("enquiry.targetPriceHint")} error={errors.targetPrice?.message}>
          <Input inputMode="decimal" autoComplete="off" {...register("targetPrice")} />
        </FormField>
        <FormField label={t("enquiry.deliveryCity")} error={errors.deliveryCity?.message} required>
          <Input autoComplete="address-level2" {...register("deliveryCity")} />
        </FormField>
        <FormField label={t("enquiry.deliveryPincode")} error={errors.deliveryPincode?.message} required>
          <Input inputMode="numeric" autoComplete="postal-code" maxLength={6} {...register("deliveryPincode")} />
        </FormField>
      </div>
      <FormField label={t("enquiry.message")} error={errors.message?.message} required>
        <Textarea rows={5} placeholder={t("enquiry.messagePlaceholder")} {...register("message")} />
      </FormField>
      {signedIn ? null : <p className="text-sm text-muted-foreground">{t("enquiry.signInNotice")}</p>}
      {formError ? (
        <p role="alert" className="text-sm text-destructive">
          {formError}
        </p>
      ) : null}
      <DialogFooter>
        <Button type="submit" size="lg" disabled={formState.isSubmitting || startEnquiry.isPending}>
          {startEnquiry.isPending ? t("enquiry.sending") : t("enquiry.send")}
        </Button>
      </DialogFooter>
    </form>
  );
}
