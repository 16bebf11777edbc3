import { formatINR } from "@domain/money";
import { applicableTier, type PriceTier } from "@domain/pricing";
import { useTranslation } from "react-i18next";
import { Badge } from "@web/components/ui/badge";
import { cn } from "@web/lib/cn";

interface TierPricingTableProps {
  price: number;
  tieredPricing: PriceTier[];
  minOrderQuantity: number;
  quantity: number;
}

type Row = { key: string; range: string; price: number; applies: boolean };

/**
 * Unit price by quantity: the base price up to the first tier, then each tier. The tier with the highest threshold
 * not above the chosen quantity applies (domain applicableTier), else the base price; that row is highlighted.
 */
export function TierPricingTable({ price, tieredPricing, minOrderQuantity, quantity }: TierPricingTableProps) {
  const { t } = useTranslation("catalog");
  if (tieredPricing.length === 0) return null;

  const tiers = [...tieredPricing].sort((a, b) => a.quantity - b.quantity);
  const applied = applicableTier({ price, tieredPricing: tiers }, quantity);
  const rows: Row[] = [];
  if (price > 0 && tiers[0]!.quantity > minOrderQuantity) {
    rows.push({
      key: "base",
      range: t("tiers.baseRow", { from: minOrderQuantity, to: tiers[0]!.quantity - 1 }),
      price,
      applies: applied === null,
    });
  }
  tiers.forEach((tier, index) => {
    const next = tiers[index + 1];
    rows.push({
      key: `tier-${tier.quantity}`,
      range: next
        ? t("tiers.baseRow", { from: tier.quantity, to: next.quantity - 1 })
        : t("tiers.tierRow", { from: tier.quantity }),
      price: tier.price,
      applies: applied !== null && applied.quantity === tier.quantity,
    });
  });

  return (
    <section aria-labelledby="tier-pricing-heading" className="flex flex-col gap-2">
      <h2 id="tier-pricing-heading" className="text-lg font-semibold">
        {t("tiers.heading")}
      </h2>
      <table className="w-full overflow-hidden rounded-lg border border-border text-sm">
        <caption className="sr-only">{t("tiers.caption")}</caption>
        <thead className="bg-muted text-left">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              {t("tiers.quantity")}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t("tiers.unitPrice")}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.key}
              aria-current={row.applies ? "true" : undefined}
              className={cn("border-t border-border", row.applies && "bg-secondary font-semibold")}
            >
              <th scope="row" className="px-3 py-2 text-left font-normal">
                <span className="flex flex-wrap items-center gap-2">
                  {row.range}
                  {row.applies ? <Badge variant="success">{t("tiers.applies")}</Badge> : null}
                </span>
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{formatINR(row.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
