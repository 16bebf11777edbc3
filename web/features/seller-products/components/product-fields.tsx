import { GST_RATE_PERCENTS } from "@domain/gst-rates";
import { SELLER_PRODUCT_LIMITS } from "@domain/seller-products";
import { useId } from "react";
import { Controller, type FieldErrors, type UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select } from "@web/components/ui/select";
import { Switch } from "@web/components/ui/switch";
import { Textarea } from "@web/components/ui/textarea";
import type { ProductFormControl, ProductFormValues } from "../product-form-schema";
import { TierRows } from "./tier-rows";
import { CategoryOptions } from "@web/components/forms/category-options";

interface ProductFieldsProps {
  control: ProductFormControl;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}

/** Every field of the seller product form but its media. */
export function ProductFields({ control, register, errors }: ProductFieldsProps) {
  const { t } = useTranslation("seller-products");
  const statusId = useId();
  // Keys of this namespace are translated; the shared schema's English sentences come back as they are.

  return (
    <div className="flex flex-col gap-4">
      <FormField label={t("form.name")} error={errors.name?.message} required>
        <Input maxLength={SELLER_PRODUCT_LIMITS.name.max} {...register("name")} />
      </FormField>
      <FormField label={t("form.description")} error={errors.description?.message}>
        <Textarea rows={3} maxLength={SELLER_PRODUCT_LIMITS.description.max} {...register("description")} />
      </FormField>
      <FormField label={t("form.category")} error={errors.category?.message} required>
        <Select {...register("category")}>
          <option value="">{t("form.chooseCategory")}</option>
          <CategoryOptions />
        </Select>
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("form.hsnCode")} hint={t("form.hsnCodeHint")} error={errors.hsnCode?.message} required>
          <Input inputMode="numeric" maxLength={8} autoComplete="off" {...register("hsnCode")} />
        </FormField>
        <FormField label={t("form.gstRate")} hint={t("form.gstRateHint")} error={errors.gstRate?.message} required>
          <Select {...register("gstRate")}>
            <option value="">{t("form.chooseGstRate")}</option>
            {GST_RATE_PERCENTS.map((rate) => (
              <option key={rate} value={String(rate)}>
                {t("form.gstRateOption", { rate })}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("form.stock")} error={errors.stock?.message} required>
          <Input inputMode="numeric" {...register("stock")} />
        </FormField>
        <FormField label={t("form.minOrderQuantity")} error={errors.minOrderQuantity?.message} required>
          <Input inputMode="numeric" {...register("minOrderQuantity")} />
        </FormField>
      </div>
      <FormField label={t("form.dispatchDays")} hint={t("form.dispatchDaysHint")} error={errors.dispatchDays?.message}>
        <Input inputMode="numeric" {...register("dispatchDays")} />
      </FormField>
      <FormField label={t("form.price")} hint={t("form.priceHint")} error={errors.price?.message}>
        <Input inputMode="decimal" {...register("price")} />
      </FormField>
      <TierRows control={control} register={register} errors={errors.tiers} />
      <Controller
        control={control}
        name="isActive"
        render={({ field }) => (
          // Named "Active" whatever its state, so "Active, off" reads as Draft; the hint says what each means.
          <div className="flex flex-col gap-1">
            <div className="flex items-center gap-3">
              <Switch id={statusId} checked={field.value} onCheckedChange={field.onChange} aria-describedby={`${statusId}-hint`} />
              <Label htmlFor={statusId}>{t("form.active")}</Label>
            </div>
            <p id={`${statusId}-hint`} className="text-xs text-muted-foreground">
              {field.value ? t("form.activeHint") : t("form.draftHint")}
            </p>
          </div>
        )}
      />
    </div>
  );
}
