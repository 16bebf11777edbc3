/**
 * A median reply time in words, as a buyer reads it: minutes under an hour, hours under a day, else days (each
 * rounded to the nearest whole one, at least one), so 95 minutes reads "2 hours", not "1.58 hours".
 */
export type ResponseTime = { unit: "minutes" | "hours" | "days"; count: number };

const HOUR = 60;
const DAY = 24 * HOUR;

export function responseTimeInWords(minutes: number): ResponseTime {
  if (minutes < HOUR) return { unit: "minutes", count: Math.max(1, Math.round(minutes)) };
  const hours = Math.round(minutes / HOUR);
  if (minutes < DAY && hours < 24) return { unit: "hours", count: hours };
  return { unit: "days", count: Math.max(1, Math.round(minutes / DAY)) };
}
