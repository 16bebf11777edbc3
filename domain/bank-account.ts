/** Indian bank account numbers: 9 to 18 digits (the range banks issue; NPCI and RBI set no single length). */
const ACCOUNT_NUMBER_PATTERN = /^[0-9]{9,18}$/;

/** Spaces and hyphens are dropped, as people copy numbers from passbooks in groups. */
export function normaliseBankAccountNumber(input: string): string {
  return input.replace(/[\s-]/g, "");
}

/** Expects the normalised number. */
export function isValidBankAccountNumber(accountNumber: string): boolean {
  return ACCOUNT_NUMBER_PATTERN.test(accountNumber);
}

/** The last four digits only ("XXXXXX1234" → "1234"): the full number never leaves the server once saved. */
export function lastFourDigits(accountNumber: string): string {
  return accountNumber.slice(-4);
}

/** "•••• 1234", as the settings page and emails show a saved account. */
export function maskedAccountNumber(last4: string): string {
  return `•••• ${last4}`;
}
