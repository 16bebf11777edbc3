/**
 * Amounts in lakhs, as the admin dashboard shows revenue: ₹ total / 1,00,000 with two decimals ("₹12.35 L"; the
 * unit is the page's word for lakh, "L" in English, "लाख" in Hindi).
 */
import { groupIndianDigits } from "./indian-digit-grouping";
import { assertPaise } from "./money";

const PAISE_PER_HUNDREDTH_LAKH = 100_000; // 0.01 lakh = ₹1,000 = 1,00,000 paise

export function formatLakhs(paise: number, unit = "L"): string {
  assertPaise(paise);
  const sign = paise < 0 ? "-" : "";
  const magnitude = Math.abs(paise);
  // Half-up to the hundredth of a lakh, in integers.
  const hundredths = Math.floor((magnitude + PAISE_PER_HUNDREDTH_LAKH / 2) / PAISE_PER_HUNDREDTH_LAKH);
  const whole = Math.floor(hundredths / 100);
  return `${sign}₹${groupIndianDigits(whole)}.${String(hundredths % 100).padStart(2, "0")} ${unit}`;
}
