/** Amounts in lakhs, as the admin dashboard shows revenue: ₹ total / 1,00,000 with two decimals ("₹12.35 L"). */
import { assertPaise } from "./money";

const PAISE_PER_HUNDREDTH_LAKH = 100_000; // 0.01 lakh = ₹1,000 = 1,00,000 paise
let grouping: Intl.NumberFormat | undefined; // built on first use, as in money.ts

export function formatLakhs(paise: number): string {
  assertPaise(paise);
  const sign = paise < 0 ? "-" : "";
  const magnitude = Math.abs(paise);
  // Half-up to the hundredth of a lakh, in integers.
  const hundredths = Math.floor((magnitude + PAISE_PER_HUNDREDTH_LAKH / 2) / PAISE_PER_HUNDREDTH_LAKH);
  const whole = Math.floor(hundredths / 100);
  grouping ??= new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
  return `${sign}₹${grouping.format(whole)}.${String(hundredths % 100).padStart(2, "0")} L`;
}
