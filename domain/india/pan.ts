/** PAN (permanent account number): five letters, four digits, one letter. */
const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

export function normalisePan(input: string): string {
  return input.trim().toUpperCase();
}

/** Expects uppercase input (see `normalisePan`). */
export function isValidPan(pan: string): boolean {
  return PAN_PATTERN.test(pan);
}
