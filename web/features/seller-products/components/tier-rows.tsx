import { SELLER_PRODUCT_LIMITS } from "@domain/seller-products";
import { Plus, Trash2 } from "lucide-react";
import { useId } from "react";
import { type FieldErrors, type UseFormRegister, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { useFieldErrorTexts } from "@web/lib/field-error-text";
import { EMPTY_TIER, type ProductFormControl, type ProductFormValues } from "../product-form-schema";

interface TierRowsProps {
  control: ProductFormControl;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>["tiers"];
}

/** Quantity + unit price rows; one row always stays (its remove button is disabled), empty rows are left out on save. */
export function TierRows({ control, register, errors }: TierRowsProps) {
  const { t } = useTranslation("seller-products");
  const { fields, append, remove } = useFieldArray({ control, name: "tiers" });
  const hintId = useId();
  const listMessage = errors?.message ?? errors?.root?.message;
  const rowMessages = fields.map((_, index) => errors?.[index]?.message);
  const message = useFieldErrorTexts([listMessage, ...rowMessages]);
  const listError = message(listMessage);

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="text-sm font-medium">{t("form.tiers")}</legend>
      <p id={hintId} className="-mt-1 text-xs text-muted-foreground">
        {t("form.tiersHint")}
      </p>
      <ul className="flex flex-col gap-2">
        {fields.map((field, index) => {
          const row = index + 1;
          const rowError = message(rowMessages[index]);
          const errorId = `${hintId}-row-${row}`;
          return (
            <li key={field.id} className="flex flex-col gap-1">
              <div className="flex items-center gap-2">
                <Input
                  inputMode="numeric"
                  placeholder={t("form.tierQuantityPlaceholder")}
                  aria-label={t("form.tierQuantity", { row })}
                  aria-invalid={rowError ? true : undefined}
                  aria-describedby={rowError ? errorId : undefined}
                  {...register(`tiers.${index}.quantity`)}
                />
                <Input
                  inputMode="decimal"
                  placeholder={t("form.tierPricePlaceholder")}
                  aria-label={t("form.tierPrice", { row })}
                  aria-invalid={rowError ? true : undefined}
                  aria-describedby={rowError ? errorId : undefined}
                  {...register(`tiers.${index}.price`)}
                />
                <Button
                  variant="ghost"
                  size="icon"
                  className="shrink-0 text-destructive"
                  aria-label={t("form.removeTier", { row })}
                  disabled={fields.length === 1}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              {rowError ? (
                <p id={errorId} className="text-sm text-destructive">
                  {rowError}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {listError ? <p role="alert" className="text-sm text-destructive">{listError}</p> : null}
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        disabled={fields.length >= SELLER_PRODUCT_LIMITS.tiers.max}
        onClick={() => append(EMPTY_TIER)}
      >
        <Plus aria-hidden="true" />
        {t("form.addTier")}
      </Button>
    </fieldset>
  );
}
