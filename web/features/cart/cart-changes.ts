import { formatINR } from "@domain/money";
import type { CartChange } from "@domain/schemas/cart";
import type { TFunction } from "i18next";

/** One sentence per thing the server did differently from what was asked. */
export function describeCartChange(t: TFunction, change: CartChange): string {
  const name = change.name ?? t("checkout:cart.changes.unknownProduct");
  if (change.kind === "priceChanged")
    return t("checkout:cart.changes.priceChanged", { name, before: formatINR(change.previousPrice ?? 0), after: formatINR(change.price ?? 0) });
  return t(`checkout:cart.changes.${change.kind}`, { name, quantity: change.quantity ?? 0 });
}

export function describeCartChanges(t: TFunction, changes: readonly CartChange[]): string {
  return changes.map((change) => describeCartChange(t, change)).join(" ");
}
