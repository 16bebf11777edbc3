/** Indian postal PIN code: six digits, not starting with 0. */
const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;

export function isValidPinCode(pinCode: string): boolean {
  return PIN_CODE_PATTERN.test(pinCode);
}
