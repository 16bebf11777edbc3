import { zodResolver } from "@hookform/resolvers/zod";
import { FREIGHT_ZONES, MAX_DISPATCH_DAYS, type FreightRules, type FreightZone } from "@domain/freight";
import { isValidPinCode } from "@domain/india/pin-code";
import { paiseToRupeesString, tryRupeesToPaise } from "@domain/money";
import type { SellerShipping } from "@domain/schemas/freight";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useUpdateSellerShipping } from "../api/shipping";

const rupees = z.string().trim().refine((v) => tryRupeesToPaise(v) !== null && tryRupeesToPaise(v)! >= 0, "seller-settings:shipping.errors.amount");
const optionalRupees = z.string().trim().refine((v) => v === "" || (tryRupeesToPaise(v) ?? -1) >= 0, "seller-settings:shipping.errors.amount");
const zoneSchema = z.object({ kind: z.enum(["flat", "per_unit"]), amount: rupees, freeAbove: optionalRupees });
/** The form in rupees, as a seller types amounts; sent in paise. */
const shippingFormSchema = z.object({
  same_city: zoneSchema,
  same_state: zoneSchema,
  rest_of_india: zoneSchema,
  dispatchDays: z.string().trim().refine((v) => /^\d+$/.test(v) && Number(v) <= MAX_DISPATCH_DAYS, "seller-settings:shipping.errors.dispatchDays"),
  dispatchPinCode: z.string().trim().refine(isValidPinCode, "seller-settings:shipping.errors.pinCode"),
});
type ShippingFormValues = z.infer<typeof shippingFormSchema>;

const toForm = (shipping: SellerShipping): ShippingFormValues => ({
  ...(Object.fromEntries(
    FREIGHT_ZONES.map((zone) => {
      const rule = shipping.freightRules[zone];
      return [zone, { kind: rule.kind, amount: paiseToRupeesString(rule.amount), freeAbove: rule.freeAbove === null ? "" : paiseToRupeesString(rule.freeAbove) }];
    }),
  ) as Pick<ShippingFormValues, FreightZone>),
  dispatchDays: String(shipping.dispatchDays),
  dispatchPinCode: shipping.dispatchPinCode ?? "",
});

const toRules = (values: ShippingFormValues): FreightRules =>
  Object.fromEntries(
    FREIGHT_ZONES.map((zone) => {
      const { kind, amount, freeAbove } = values[zone];
      return [zone, { kind, amount: tryRupeesToPaise(amount)!, freeAbove: freeAbove === "" ? null : tryRupeesToPaise(freeAbove)! }];
    }),
  ) as FreightRules;

/** Settings → Shipping: freight per zone (flat per order or per unit, free above a goods value), dispatch days and PIN code. */
export function ShippingForm({ shipping }: { shipping: SellerShipping }) {
  const { t } = useTranslation("seller-settings");
  const update = useUpdateSellerShipping();
  const { register, handleSubmit, reset, formState } = useForm<ShippingFormValues>({ resolver: zodResolver(shippingFormSchema), defaultValues: toForm(shipping) });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { freightRules: toRules(values), dispatchDays: Number(values.dispatchDays), dispatchPinCode: values.dispatchPinCode },
      {
        onSuccess: (saved) => {
          toastSuccess(t("shipping.saved"), t("shipping.savedText"));
          reset(toForm(saved));
        },
        onError: (error) => toastError(t("shipping.updateFailed"), errorMessage(error)),
      },
    ),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      {shipping.saved ? null : <p className="text-sm text-muted-foreground">{t("shipping.usingDefaults")}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t("shipping.dispatchPinCode")}
          hint={shipping.dispatchPlace ? t("shipping.dispatchPlace", shipping.dispatchPlace) : t("shipping.dispatchPinCodeHint")}
          error={errors.dispatchPinCode?.message}
          required
        >
          <Input inputMode="numeric" maxLength={6} autoComplete="postal-code" {...register("dispatchPinCode")} />
        </FormField>
        <FormField label={t("shipping.dispatchDays")} hint={t("shipping.dispatchDaysHint")} error={errors.dispatchDays?.message} required>
          <Input inputMode="numeric" {...register("dispatchDays")} />
        </FormField>
      </div>
      {FREIGHT_ZONES.map((zone) => (
        <fieldset key={zone} className="grid gap-4 rounded-lg border border-border p-4 sm:grid-cols-3">
          <legend className="px-1 text-sm font-semibold">{t(`shipping.zones.${zone}`)}</legend>
          <FormField label={t("shipping.kind")}>
            <Select {...register(`${zone}.kind`)}>
              <option value="flat">{t("shipping.kinds.flat")}</option>
              <option value="per_unit">{t("shipping.kinds.per_unit")}</option>
            </Select>
          </FormField>
          <FormField label={t("shipping.amount")} error={errors[zone]?.amount?.message} required>
            <Input inputMode="decimal" {...register(`${zone}.amount`)} />
          </FormField>
          <FormField label={t("shipping.freeAbove")} hint={t("shipping.freeAboveHint")} error={errors[zone]?.freeAbove?.message}>
            <Input inputMode="decimal" {...register(`${zone}.freeAbove`)} />
          </FormField>
        </fieldset>
      ))}
      <Button type="submit" className="self-start" disabled={update.isPending} aria-busy={update.isPending || undefined}>
        {t("shipping.save")}
      </Button>
    </form>
  );
}
