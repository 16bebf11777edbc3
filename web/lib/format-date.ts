import { groupIndianDigits } from "@domain/indian-digit-grouping";
import type { Language } from "@domain/languages";
import { currentLanguage } from "./i18n";

/**
 * Dates, times and numbers as Indian users read them (en-IN or hi-IN, India's time), whatever the browser's zone, in
 * the page's language. Written out rather than asked of Intl: building an Intl format costs a phone 80–100 ms at
 * Lighthouse's 4× CPU slowdown, on pages that show one date or one number, and the text is then the same wherever it
 * is rendered (the server's ICU and the browser's). format-date.test.ts checks every format against Intl's en-IN and
 * hi-IN. Digits are Latin in both languages, as Indian businesses write them.
 */

/** India has kept UTC+05:30, without daylight saving, since 1945. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;
/** en-IN's and hi-IN's short month names ("Sept", not "Sep"). */
const MONTHS: Record<Language, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
  hi: ["जन॰", "फ़र॰", "मार्च", "अप्रैल", "मई", "जून", "जुल॰", "अग॰", "सित॰", "अक्टू॰", "नव॰", "दिस॰"],
};

type DateInput = Date | string | number;

/** The date and time in India, read from a Date shifted by India's offset. */
function inIndia(value: DateInput, language: Language) {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(time)) throw new RangeError(`Invalid time value: ${String(value)}`);
  const shifted = new Date(time + INDIA_OFFSET_MS);
  return {
    date: `${shifted.getUTCDate()} ${MONTHS[language][shifted.getUTCMonth()]} ${shifted.getUTCFullYear()}`,
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
  };
}

/** "5 Mar 2025" (हिन्दी: "5 मार्च 2025") */
export function formatDate(value: DateInput, language: Language = currentLanguage()): string {
  return inIndia(value, language).date;
}

/** "5 Mar 2025, 2:30 pm" (हिन्दी: "5 मार्च 2025, 2:30 pm") */
export function formatDateTime(value: DateInput, language: Language = currentLanguage()): string {
  const { date, hours, minutes } = inIndia(value, language);
  return `${date}, ${hours % 12 || 12}:${String(minutes).padStart(2, "0")} ${hours < 12 ? "am" : "pm"}`;
}

let numberFormat: Intl.NumberFormat | undefined;

/** Indian digit grouping: 1234567 → "12,34,567"; whole numbers without Intl. */
export function formatNumber(value: number): string {
  if (Number.isSafeInteger(value)) return `${value < 0 ? "-" : ""}${groupIndianDigits(Math.abs(value))}`;
  numberFormat ??= new Intl.NumberFormat("en-IN");
  return numberFormat.format(value);
}

/**
 * A delivery window of two ISO dates (India's calendar): "3–5 Dec", "30 Nov – 2 Dec", or "3 Dec" when both are one
 * day (हिन्दी: "3–5 दिस॰").
 */
export function formatDateWindow(earliest: string, latest: string, language: Language = currentLanguage()): string {
  const day = (iso: string) => {
    const date = new Date(`${iso}T00:00:00Z`);
    return { day: date.getUTCDate(), month: MONTHS[language][date.getUTCMonth()]! };
  };
  const from = day(earliest);
  const to = day(latest);
  if (earliest === latest) return `${to.day} ${to.month}`;
  if (from.month === to.month) return `${from.day}–${to.day} ${to.month}`;
  return `${from.day} ${from.month} – ${to.day} ${to.month}`;
}

/** An India month "2026-11" as "Nov 2026" (हिन्दी: "नव॰ 2026"): the month pickers of statements and tax reports. */
export function formatMonth(month: string, language: Language = currentLanguage()): string {
  const [year, number] = month.split("-");
  return `${MONTHS[language][Number(number) - 1]} ${year}`;
}
