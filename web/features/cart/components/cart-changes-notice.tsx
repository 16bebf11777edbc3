import type { CartChange } from "@domain/schemas/cart";
import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { describeCartChange } from "../cart-changes";

/** What changed when lines went into the cart ("Buy again"): prices, quantities, products left out. */
export function CartChangesNotice({ title, changes }: { title: string; changes: readonly CartChange[] }) {
  const { t } = useTranslation("checkout");
  if (changes.length === 0) return null;
  return (
    <div role="status" data-testid="cart-changes" className="mb-4 flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{title}</p>
        <ul className="list-disc pl-4">
          {changes.map((change, index) => (
            <li key={`${change.productId ?? change.name}-${change.kind}-${index}`}>{describeCartChange(t, change)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
