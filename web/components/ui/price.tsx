import { formatINR } from "@domain/money";
import { cn } from "@web/lib/cn";

/** An amount in integer paise, shown as ₹ with Indian grouping: 12345678 → ₹1,23,456.78. */
export function Price({ paise, className }: { paise: number; className?: string }) {
  return <span className={cn("tabular-nums", className)}>{formatINR(paise)}</span>;
}
