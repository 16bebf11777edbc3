import { zodResolver } from "@hookform/resolvers/zod";
import { EMPTY_POSTAL_ADDRESS, type PostalAddressInput, type StoredPostalAddress } from "@domain/schemas/postal-address";
import { type BuyerProfile, type BuyerProfileUpdate, buyerProfileUpdateSchema } from "@domain/schemas/buyer-profile";
import { useId, useMemo, useState } from "react";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { AddressFields, type AddressFieldLabels } from "@web/components/forms/address-fields";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useUpdateBuyerProfile } from "../api/update-profile";

const toForm = (address: StoredPostalAddress | null): PostalAddressInput =>
  address ? { ...address, country: "India" } : EMPTY_POSTAL_ADDRESS;
const sameAddress = (a: PostalAddressInput, b: PostalAddressInput) =>
  a.address === b.address && a.city === b.city && a.state === b.state && a.zip === b.zip;

/** Names, mobile, both addresses and the GSTIN, validated by the same schema as the server; the email is read-only. */
export function ProfileForm({ profile }: { profile: BuyerProfile }) {
  const { t } = useTranslation("buyer");
  const update = useUpdateBuyerProfile();
  const sameId = useId();
  const defaults = useMemo<BuyerProfileUpdate>(
    () => ({
      firstName: profile.firstName ?? "",
      lastName: profile.lastName ?? "",
      phone: profile.phone ?? "",
      shippingAddress: toForm(profile.shippingAddress),
      billingAddress: toForm(profile.billingAddress ?? profile.shippingAddress),
      gstNumber: profile.gstNumber ?? "",
      gstLegalName: profile.gstLegalName ?? "",
    }),
    [profile],
  );
  const [billingSame, setBillingSame] = useState(() => sameAddress(defaults.shippingAddress, defaults.billingAddress));

  // With "same as shipping" ticked the hidden billing fields are not validated: the shipping address is sent twice.
  const resolver: Resolver<BuyerProfileUpdate> = (values, context, options) =>
    zodResolver(buyerProfileUpdateSchema)(billingSame ? { ...values, billingAddress: values.shippingAddress } : values, context, options);
  const { register, handleSubmit, reset, formState } = useForm<BuyerProfileUpdate>({ resolver, defaultValues: defaults });
  const { errors } = formState;
  const addressLabels: AddressFieldLabels = {
    address: t("address.address"),
    city: t("address.city"),
    state: t("address.state"),
    chooseState: t("address.chooseState"),
    zip: t("address.zip"),
  };

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        toastSuccess(t("profile.saved"), t("profile.savedText"));
        reset({ ...values, phone: saved.phone ?? values.phone, gstNumber: saved.gstNumber ?? "", gstLegalName: saved.gstLegalName ?? "" });
      },
      onError: (error) => toastError(t("profile.updateFailed"), errorMessage(error)),
    }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-8">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">{t("profile.personal")}</legend>
        <FormField label={t("profile.email")} hint={t("profile.emailHint")} className="sm:col-span-2">
          <Input type="email" value={profile.email} readOnly className="bg-muted" />
        </FormField>
        <FormField label={t("profile.firstName")} error={errors.firstName?.message} required>
          <Input autoComplete="given-name" {...register("firstName")} />
        </FormField>
        <FormField label={t("profile.lastName")} error={errors.lastName?.message} required>
          <Input autoComplete="family-name" {...register("lastName")} />
        </FormField>
        <FormField label={t("profile.phone")} hint={t("profile.phoneHint")} error={errors.phone?.message} required>
          <Input type="tel" inputMode="tel" autoComplete="tel-national" {...register("phone")} />
        </FormField>
      </fieldset>

      <AddressFields
        section="shipping"
        legend={t("profile.shippingAddress")}
        labels={addressLabels}
        register={(part) => register(`shippingAddress.${part}`)}
        errors={errors.shippingAddress}
      />

      <div className="flex flex-col gap-4">
        <div className="flex items-center gap-2">
          <Checkbox id={sameId} checked={billingSame} onChange={(event) => setBillingSame(event.target.checked)} />
          <Label htmlFor={sameId}>{t("profile.billingSameAsShipping")}</Label>
        </div>
        {billingSame ? null : (
          <AddressFields
            section="billing"
            legend={t("profile.billingAddress")}
            labels={addressLabels}
            register={(part) => register(`billingAddress.${part}`)}
            errors={errors.billingAddress}
          />
        )}
      </div>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">{t("profile.gst")}</legend>
        <p className="text-sm text-muted-foreground sm:col-span-2">{t("profile.gstIntro")}</p>
        <FormField label={t("profile.gstNumber")} hint={t("profile.gstNumberHint")} error={errors.gstNumber?.message}>
          <Input autoCapitalize="characters" spellCheck={false} maxLength={20} {...register("gstNumber")} />
        </FormField>
        <FormField label={t("profile.gstLegalName")} error={errors.gstLegalName?.message}>
          <Input autoComplete="organization" {...register("gstLegalName")} />
        </FormField>
      </fieldset>

      <Button type="submit" className="self-start" disabled={update.isPending}>
        {t("profile.save")}
      </Button>
    </form>
  );
}
