/**
 * Indian mobile numbers: ten digits starting 6 to 9, optionally written with +91, 91 or 0 in front and with
 * spaces or hyphens anywhere ("+91 98765-43210", "098765 43210").
 */
const MOBILE_PATTERN = /^(?:\+91|91|0)?([6-9][0-9]{9})$/;

/** The bare ten digits, or null when the input is not an Indian mobile number. */
export function normaliseIndianMobile(input: string): string | null {
  const match = MOBILE_PATTERN.exec(input.trim().replace(/[\s-]/g, ""));
  return match?.[1] ?? null;
}

export function isValidIndianMobile(input: string): boolean {
  return normaliseIndianMobile(input) !== null;
}
