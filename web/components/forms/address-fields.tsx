import { INDIAN_STATES } from "@domain/india/states";
import type { PostalAddressInput } from "@domain/schemas/postal-address";
import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";

type AddressPart = keyof PostalAddressInput;

/** Already translated texts; each form keeps its own wording. */
export interface AddressFieldLabels {
  address: string;
  city: string;
  state: string;
  chooseState: string;
  zip: string;
}

interface AddressFieldsProps {
  /** Registers one part of this address, e.g. `(part) => register(\`shippingAddress.${part}\`)`. */
  register: (part: AddressPart) => UseFormRegisterReturn;
  /** This address's errors; their messages are namespaced translation keys from the postal address schema. */
  errors: Partial<Record<AddressPart, { message?: string }>> | undefined;
  labels: AddressFieldLabels;
  /** Browser autofill section, so shipping and billing fill separately. */
  section: "shipping" | "billing";
  /** With a legend the fields form a named group (fieldset); without one the surrounding heading names them. */
  legend?: string;
}

/** Address, city, state (India's states and union territories) and PIN code; the country is always India. */
export function AddressFields({ register, errors, labels, section, legend }: AddressFieldsProps) {
  const message = (part: AddressPart) => errors?.[part]?.message;
  const autoComplete = (token: string) => `section-${section} ${section} ${token}`;
  const Group = legend ? "fieldset" : "div";
  return (
    <Group className="grid gap-4 sm:grid-cols-2">
      {legend ? <legend className="mb-3 text-base font-semibold">{legend}</legend> : null}
      <FormField label={labels.address} error={message("address")} required className="sm:col-span-2">
        <Input autoComplete={autoComplete("street-address")} {...register("address")} />
      </FormField>
      <FormField label={labels.city} error={message("city")} required>
        <Input autoComplete={autoComplete("address-level2")} {...register("city")} />
      </FormField>
      <FormField label={labels.state} error={message("state")} required>
        <Select autoComplete={autoComplete("address-level1")} {...register("state")}>
          <option value="">{labels.chooseState}</option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={labels.zip} error={message("zip")} required>
        <Input inputMode="numeric" maxLength={6} autoComplete={autoComplete("postal-code")} {...register("zip")} />
      </FormField>
      <input type="hidden" value="India" {...register("country")} />
    </Group>
  );
}
