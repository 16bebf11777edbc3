/** IFSC (bank branch code): four letters for the bank, a zero, six letters or digits for the branch. */
const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export function normaliseIfsc(input: string): string {
  return input.trim().toUpperCase();
}

/** Expects uppercase input (see `normaliseIfsc`). */
export function isValidIfsc(ifsc: string): boolean {
  return IFSC_PATTERN.test(ifsc);
}
