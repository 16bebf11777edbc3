/** An amount in words as Indian invoices print it: thousand, lakh and crore ("Rupees One Lakh Eighteen Thousand Only"). */
import { assertPaise } from "./money";

const ONES = ["", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen", "Sixteen", "Seventeen", "Eighteen", "Nineteen"];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(" ");
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]!} Hundred` : "", belowHundred(n % 100)].filter(Boolean).join(" ");
}

/** A whole number in words, grouped the Indian way (crore = 1,00,00,000; lakh = 1,00,000). */
export function numberInIndianWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError("a whole number of zero or more is needed");
  if (n === 0) return "Zero";
  const crores = Math.floor(n / 10_000_000);
  const rest = n % 10_000_000;
  const parts = [
    crores ? `${numberInIndianWords(crores)} Crore` : "",
    Math.floor(rest / 100_000) ? `${belowHundred(Math.floor(rest / 100_000))} Lakh` : "",
    Math.floor((rest % 100_000) / 1000) ? `${belowHundred(Math.floor((rest % 100_000) / 1000))} Thousand` : "",
    belowThousand(rest % 1000),
  ];
  return parts.filter(Boolean).join(" ");
}

/** "Rupees One Thousand One Hundred Eighty and Fifty Paise Only" for 1,18,050 paise. */
export function amountInWords(paise: number): string {
  assertPaise(paise);
  if (paise < 0) throw new RangeError("amount must not be negative");
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  return `Rupees ${numberInIndianWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ""} Only`;
}
