import { zodResolver } from "@hookform/resolvers/zod";
import {
  type SellerProfile,
  type SellerProfileUpdate,
  type SellerProfileUpdateInput,
  sellerProfileUpdateSchema,
} from "@domain/schemas/seller-profile";
import { financialYearOf } from "@domain/financial-year";
import { indiaDate } from "@domain/subscription-term";
import { defaultInvoicePrefix, sellerDocumentNumber } from "@domain/tax-documents";
import { type Resolver, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useUpdateSellerProfile } from "../api/update-profile";

// A blank GSTIN means "none given yet": left out, rather than refused as malformed.
const resolver: Resolver<SellerProfileUpdateInput, unknown, SellerProfileUpdate> = (values, context, options) =>
  zodResolver(sellerProfileUpdateSchema)({ ...values, gstNumber: values.gstNumber?.trim() ? values.gstNumber : undefined }, context, options);

/**
 * Company, contact, mobile, address, the GSTIN (read-only once verified) and the tax invoice prefix, checked by the
 * server's own schema.
 */
export function BusinessProfileForm({ profile }: { profile: SellerProfile }) {
  const { t } = useTranslation("seller-settings");
  const update = useUpdateSellerProfile();
  const { register, handleSubmit, reset, control, formState } = useForm<SellerProfileUpdateInput, unknown, SellerProfileUpdate>({
    resolver,
    defaultValues: {
      companyName: profile.companyName ?? "",
      contactPerson: profile.contactPerson ?? "",
      phone: profile.phone ?? "",
      address: profile.address ?? "",
      // Left out once locked: the server keeps it, and a verified seller cannot send a new one by accident.
      gstNumber: profile.gstNumberEditable ? (profile.gstNumber ?? "") : undefined,
      invoicePrefix: profile.invoicePrefix ?? "",
    },
  });
  const { errors } = formState;
  const [companyName, invoicePrefix] = useWatch({ control, name: ["companyName", "invoicePrefix"] });
  const fallbackPrefix = defaultInvoicePrefix(companyName ?? null);
  const example = sellerDocumentNumber(invoicePrefix?.trim().toUpperCase() || fallbackPrefix, "invoice", financialYearOf(indiaDate(new Date())), 42);

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        toastSuccess(t("profile.saved"), t("profile.savedText"));
        reset({
          ...values,
          phone: saved.phone ?? values.phone,
          gstNumber: saved.gstNumberEditable ? (saved.gstNumber ?? "") : undefined,
          invoicePrefix: saved.invoicePrefix ?? "",
        });
      },
      onError: (error) => toastError(t("profile.updateFailed"), errorMessage(error)),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2">
      <FormField label={t("profile.email")} hint={t("profile.emailHint")} className="sm:col-span-2">
        <Input type="email" value={profile.email} readOnly className="bg-muted" />
      </FormField>
      <FormField label={t("profile.companyName")} error={errors.companyName?.message} required>
        <Input autoComplete="organization" {...register("companyName")} />
      </FormField>
      <FormField label={t("profile.contactPerson")} error={errors.contactPerson?.message} required>
        <Input autoComplete="name" {...register("contactPerson")} />
      </FormField>
      <FormField label={t("profile.phone")} hint={t("profile.phoneHint")} error={errors.phone?.message} required>
        <Input type="tel" inputMode="tel" autoComplete="tel-national" {...register("phone")} />
      </FormField>
      {profile.gstNumberEditable ? (
        <FormField label={t("profile.gstNumber")} hint={t("profile.gstHint")} error={errors.gstNumber?.message}>
          <Input autoCapitalize="characters" spellCheck={false} {...register("gstNumber")} />
        </FormField>
      ) : (
        <FormField label={t("profile.gstNumber")} hint={t("profile.gstLocked")}>
          <Input value={profile.gstNumber ?? ""} readOnly className="bg-muted" />
        </FormField>
      )}
      <FormField label={t("profile.invoicePrefix")} hint={t("profile.invoicePrefixHint", { example, prefix: fallbackPrefix })} error={errors.invoicePrefix?.message}>
        <Input autoCapitalize="characters" spellCheck={false} maxLength={12} placeholder={fallbackPrefix} {...register("invoicePrefix")} />
      </FormField>
      <FormField label={t("profile.address")} error={errors.address?.message} required className="sm:col-span-2">
        <Textarea rows={3} autoComplete="street-address" {...register("address")} />
      </FormField>
      <Button type="submit" className="self-start sm:col-span-2 sm:justify-self-start" disabled={update.isPending}>
        {t("profile.save")}
      </Button>
    </form>
  );
}
