/** Account types, the business types each may choose, and the password rule. */

export const ACCOUNT_TYPES = ["buyer", "seller"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const BUSINESS_SUBTYPES = ["manufacturer", "wholesaler", "trader", "retailer", "shopkeeper"] as const;
export type BusinessSubtype = (typeof BUSINESS_SUBTYPES)[number];

/** Registration offers only the business types of the chosen account type. */
export const BUSINESS_SUBTYPES_BY_ACCOUNT_TYPE = {
  seller: ["manufacturer", "wholesaler", "trader"],
  buyer: ["retailer", "shopkeeper"],
} as const satisfies Record<AccountType, readonly BusinessSubtype[]>;

/** Roles an admin can give a user; "admin" sets is_admin and keeps the account type. */
export const USER_ROLES = ["buyer", "seller", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const MIN_PASSWORD_LENGTH = 6;

export function isBusinessSubtypeAllowed(accountType: AccountType, subtype: string): subtype is BusinessSubtype {
  return (BUSINESS_SUBTYPES_BY_ACCOUNT_TYPE[accountType] as readonly string[]).includes(subtype);
}
