import { Minus, Plus } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Input } from "@web/components/ui/input";

interface QuantityInputProps {
  value: number;
  minimum: number;
  /** The most the line may hold: what the server accepts in one checkout line (MAX_LINE_QUANTITY). */
  maximum: number;
  /** Names the product for screen readers. */
  productName: string;
  onChange: (quantity: number) => void;
}

/**
 * The cart's quantity: steppers stay between the minimum order and the maximum, and a typed value is taken only when
 * it is a whole number in that range (otherwise the field says so and the cart keeps the last good quantity).
 */
export function QuantityInput({ value, minimum, maximum, productName, onChange }: QuantityInputProps) {
  const { t } = useTranslation("checkout");
  const errorId = useId();
  const [text, setText] = useState<string | null>(null);
  const typed = text ?? String(value);
  const problem = text === null ? null : problemOf(text, minimum, maximum);

  function type(next: string) {
    setText(next);
    if (problemOf(next, minimum, maximum) === null) onChange(Number(next));
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
            onChange(Math.max(minimum, Math.min(value, maximum + 1) - 1));
          }}
        >
          <Minus />
        </Button>
        <Input
          inputMode="numeric"
          className="w-16 text-center"
          aria-label={t("cart.quantity", { name: productName })}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem ? errorId : undefined}
          value={typed}
          onChange={(e) => type(e.target.value.trim())}
          onBlur={() => setText(null)}
        />
        <Button
          variant="outline"
          size="icon"
          aria-label={t("cart.increase", { name: productName })}
          disabled={value >= maximum}
          onClick={() => {
            setText(null);
            onChange(Math.min(maximum, value + 1));
          }}
        >
          <Plus />
        </Button>
      </div>
      {problem ? (
        <p id={errorId} className="text-sm text-destructive">
          {problem === "tooHigh" ? t("cart.quantityTooHigh", { max: maximum }) : t("cart.quantityInvalid", { min: minimum })}
        </p>
      ) : null}
    </div>
  );
}

function problemOf(text: string, minimum: number, maximum: number): "invalid" | "tooHigh" | null {
  if (!/^\d+$/.test(text) || Number(text) < minimum) return "invalid";
  return Number(text) > maximum ? "tooHigh" : null;
}
