import { INDIAN_STATES } from "@domain/india/states";
import type { BuyerProfileUpdate } from "@domain/schemas/buyer-profile";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";

interface AddressFieldsProps {
  name: "shippingAddress" | "billingAddress";
  legend: string;
  register: UseFormRegister<BuyerProfileUpdate>;
  errors: FieldErrors<BuyerProfileUpdate>;
  /** Browser autofill section, so shipping and billing fill separately. */
  autoCompleteSection: "shipping" | "billing";
}

/** Address, city, state (from the list of states and union territories) and PIN code; the country is India. */
export function AddressFields({ name, legend, register, errors, autoCompleteSection }: AddressFieldsProps) {
  const { t } = useTranslation("buyer");
  const fieldErrors = errors[name];
  const message = (key?: string) => (key ? t(key) : undefined);
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-3 text-base font-semibold">{legend}</legend>
      <FormField label={t("address.address")} error={message(fieldErrors?.address?.message)} required className="sm:col-span-2">
        <Input autoComplete={`section-${autoCompleteSection} street-address`} {...register(`${name}.address`)} />
      </FormField>
      <FormField label={t("address.city")} error={message(fieldErrors?.city?.message)} required>
        <Input autoComplete={`section-${autoCompleteSection} address-level2`} {...register(`${name}.city`)} />
      </FormField>
      <FormField label={t("address.state")} error={message(fieldErrors?.state?.message)} required>
        <Select autoComplete={`section-${autoCompleteSection} address-level1`} {...register(`${name}.state`)}>
          <option value="">{t("address.chooseState")}</option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t("address.zip")} error={message(fieldErrors?.zip?.message)} required>
        <Input inputMode="numeric" maxLength={6} autoComplete={`section-${autoCompleteSection} postal-code`} {...register(`${name}.zip`)} />
      </FormField>
    </fieldset>
  );
}
