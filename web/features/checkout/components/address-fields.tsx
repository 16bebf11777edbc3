import { INDIAN_STATES } from "@domain/india/states";
import type { CheckoutDetails } from "@domain/schemas/checkout";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";

type AddressKey = "shippingAddress" | "billingAddress";

interface AddressFieldsProps {
  name: AddressKey;
  register: UseFormRegister<CheckoutDetails>;
  errors: FieldErrors<CheckoutDetails>;
  /** autocomplete section, so browsers fill shipping and billing separately. */
  section: "shipping" | "billing";
}

/** Address, city, state (India's states and union territories) and PIN code; country is always India. */
export function AddressFields({ name, register, errors, section }: AddressFieldsProps) {
  const { t } = useTranslation(["checkout", "buyer"]);
  const fieldErrors = errors[name];
  const message = (key: "address" | "city" | "state" | "zip") => {
    const text = fieldErrors?.[key]?.message;
    return text ? t(text) : undefined;
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label={t("form.address")} error={message("address")} required className="sm:col-span-2">
        <Input autoComplete={`section-${section} ${section} street-address`} {...register(`${name}.address`)} />
      </FormField>
      <FormField label={t("form.city")} error={message("city")} required>
        <Input autoComplete={`section-${section} ${section} address-level2`} {...register(`${name}.city`)} />
      </FormField>
      <FormField label={t("form.state")} error={message("state")} required>
        <Select autoComplete={`section-${section} ${section} address-level1`} {...register(`${name}.state`)}>
          <option value="">{t("form.chooseState")}</option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t("form.zip")} error={message("zip")} required>
        <Input inputMode="numeric" maxLength={6} autoComplete={`section-${section} ${section} postal-code`} {...register(`${name}.zip`)} />
      </FormField>
      <input type="hidden" value="India" {...register(`${name}.country`)} />
    </div>
  );
}
