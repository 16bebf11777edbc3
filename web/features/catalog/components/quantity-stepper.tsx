import { clampQuantity } from "@domain/pricing";
import { Minus, Plus } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";

interface QuantityStepperProps {
  value: number;
  /** The minimum order quantity (at least 1). */
  min: number;
  /** The most that may be chosen: the stock, within what one checkout line may hold. */
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/** − [quantity] +, kept between the minimum order and the stock; a typed value is clamped when it is committed. */
export function QuantityStepper({ value, min, max, onChange, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation("catalog");
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const clamp = (quantity: number) => clampQuantity(quantity, { minOrderQuantity: min, stock: max });
  const commit = () => {
    if (draft === null) return;
    onChange(clamp(Number(draft)));
    setDraft(null);
  };

  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t("product.quantity")}</Label>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="icon"
          className="size-11"
          aria-label={t("product.decrease")}
          aria-controls={id}
          disabled={disabled || value <= min}
          onClick={() => onChange(clamp(value - 1))}
        >
          <Minus aria-hidden="true" />
        </Button>
        <Input
          id={id}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          className="h-11 w-24 text-center tabular-nums"
          aria-describedby={`${id}-hint`}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter") commit();
          }}
        />
        <Button
          variant="outline"
          size="icon"
          className="size-11"
          aria-label={t("product.increase")}
          aria-controls={id}
          disabled={disabled || value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t("product.quantityHint", { min, max })}
      </p>
    </div>
  );
}
