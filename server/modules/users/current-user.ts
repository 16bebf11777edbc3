import type { AccountType } from "@domain/accounts";
import type { Language } from "@domain/languages";

/** The signed-in user of a request, as the guards resolve it from the session cookie and the profile. */
export type CurrentUser = {
  id: string;
  email: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  accountType: AccountType;
  isAdmin: boolean;
  isActive: boolean;
  isVerified: boolean;
  /** The language the account's emails and documents are written in. */
  language: Language;
};
