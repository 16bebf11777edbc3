import type { BuyerAddress } from "@domain/schemas/buyer-addresses";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";

/** The saved address checkout delivers to, or "new" for one typed in. */
export type DeliveryChoice = string | "new";

const addressLine = (a: BuyerAddress["address"]) => `${a.address}, ${a.city}, ${a.state} ${a.zip}`;

/** The buyer's saved delivery addresses as one choice (the default first), and "A new address". */
export function DeliveryAddressChoice({
  addresses,
  value,
  onChange,
}: {
  addresses: readonly BuyerAddress[];
  value: DeliveryChoice;
  onChange: (choice: DeliveryChoice) => void;
}) {
  const { t } = useTranslation("checkout");
  const name = useId();
  const options = [...addresses.map((a) => ({ id: a.id, address: a })), { id: "new", address: null }];
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t("form.deliverTo")}</legend>
      {options.map(({ id, address }) => (
        <label
          key={id}
          className={cn(
            "flex min-h-11 cursor-pointer items-start gap-3 rounded-md border border-border p-3 text-sm",
            value === id ? "border-primary bg-primary/5" : "hover:bg-muted",
          )}
        >
          <input type="radio" name={name} value={id} checked={value === id} onChange={() => onChange(id)} className="mt-0.5 size-5 shrink-0 accent-primary" />
          {address ? (
            <span className="flex min-w-0 flex-col gap-0.5">
              <span className="flex flex-wrap items-center gap-2 font-medium">
                {address.label}
                {address.isDefault ? <Badge variant="success">{t("form.defaultAddress")}</Badge> : null}
              </span>
              <span className="text-muted-foreground">{addressLine(address.address)}</span>
            </span>
          ) : (
            <span className="font-medium">{t("form.newAddress")}</span>
          )}
        </label>
      ))}
    </fieldset>
  );
}
