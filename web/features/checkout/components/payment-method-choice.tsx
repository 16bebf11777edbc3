import type { CheckoutDetails } from "@domain/schemas/checkout";
import type { UseFormRegister } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { cn } from "@web/lib/cn";

const METHODS = [
  { value: "online", label: "form.online", hint: "form.onlineHint" },
  { value: "cod", label: "form.cod", hint: "form.codHint" },
] as const;

/** Online (100% now) or cash on delivery (10% advance now): a radio group, so it is one tab stop with arrow keys. */
export function PaymentMethodChoice({ register, selected }: { register: UseFormRegister<CheckoutDetails>; selected: string }) {
  const { t } = useTranslation("checkout");
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 text-lg font-semibold">{t("form.paymentMethod")}</legend>
      {METHODS.map((method) => (
        <label
          key={method.value}
          className={cn(
            "flex cursor-pointer gap-3 rounded-md border p-4 focus-within:outline-2 focus-within:outline-ring",
            selected === method.value ? "border-primary bg-secondary" : "border-border",
          )}
        >
          <input type="radio" value={method.value} className="-mt-2" {...register("paymentMethod")} />
          <span className="flex flex-col">
            <span className="font-medium">{t(method.label)}</span>
            <span className="text-sm text-muted-foreground">{t(method.hint)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
