import { Minus, Plus } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";

interface QuantityInputProps {
  value: number;
  minimum: number;
  /** Names the product for screen readers. */
  productName: string;
  onChange: (quantity: number) => void;
}

/**
 * The cart's quantity: steppers never go below the minimum order, and a typed value is taken only when it is a whole
 * number at least the minimum (otherwise the field says so and the cart keeps the last good quantity). No stock cap
 * here: the cart flags a quantity above stock and the server refuses it at checkout.
 */
export function QuantityInput({ value, minimum, productName, onChange }: QuantityInputProps) {
  const { t } = useTranslation("checkout");
  const errorId = useId();
  const [text, setText] = useState<string | null>(null);
  const typed = text ?? String(value);
  const invalid = text !== null && !isAcceptable(text, minimum);

  function type(next: string) {
    setText(next);
    if (isAcceptable(next, minimum)) onChange(Number(next));
  }

  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-1">
        <Button
          variant="outline"
          size="icon"
          aria-label={t("cart.decrease", { name: productName })}
          disabled={value <= minimum}
          onClick={() => {
            setText(null);
            onChange(Math.max(minimum, value - 1));
          }}
        >
          <Minus />
        </Button>
        <Input
          inputMode="numeric"
          className="w-16 text-center"
          aria-label={t("cart.quantity", { name: productName })}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          value={typed}
          onChange={(e) => type(e.target.value.trim())}
          onBlur={() => setText(null)}
        />
        <Button
          variant="outline"
          size="icon"
          aria-label={t("cart.increase", { name: productName })}
          onClick={() => {
            setText(null);
            onChange(value + 1);
          }}
        >
          <Plus />
        </Button>
      </div>
      {invalid ? (
        <p id={errorId} className="text-sm text-destructive">
          {t("cart.quantityInvalid", { min: minimum })}
        </p>
      ) : null}
    </div>
  );
}

function isAcceptable(text: string, minimum: number): boolean {
  return /^\d{1,7}$/.test(text) && Number(text) >= minimum;
}
