/** GSTIN (GST identification number): 15 characters, a state code, the holder's PAN and a check character. */
import { isGstStateCode } from "./gst-state-codes";

const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export type GstinValidation = { ok: true } | { ok: false; reason: "format" | "checksum" };

/**
 * The check character for the first 14 characters of a GSTIN (base-36 weighted sum with factors 1, 2, 1, 2 …).
 * Throws unless given exactly 14 characters from 0-9 and A-Z.
 */
export function gstinCheckCharacter(first14: string): string {
  if (!/^[0-9A-Z]{14}$/.test(first14)) {
    throw new RangeError(`expected the first 14 characters of a GSTIN, got ${JSON.stringify(first14)}`);
  }
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const factor = index % 2 === 0 ? 1 : 2;
    const product = GSTIN_ALPHABET.indexOf(first14.charAt(index)) * factor;
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET.charAt((36 - (sum % 36)) % 36);
}

/** Uppercases and trims what a person typed; validate the result. */
export function normaliseGstin(input: string): string {
  return input.trim().toUpperCase();
}

/** Format (including a known GST state code) first, then the check character. Expects uppercase input. */
export function validateGstin(gstin: string): GstinValidation {
  if (!GSTIN_PATTERN.test(gstin) || !isGstStateCode(gstin.slice(0, 2))) return { ok: false, reason: "format" };
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return { ok: false, reason: "checksum" };
  return { ok: true };
}

export function isValidGstin(gstin: string): boolean {
  return validateGstin(gstin).ok;
}

/** The PAN embedded in a GSTIN (characters 3 to 12). */
export function panFromGstin(gstin: string): string {
  return gstin.slice(2, 12);
}
