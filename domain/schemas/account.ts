import { z } from "zod";
import { storedPostalAddressSchema } from "./postal-address";
import { accountTypeSchema, businessSubtypeSchema, languageSchema } from "./statuses";

/** GET /api/account/me: the signed-in user, the profile, the current plan's name and the flags the app needs. */
export const currentAccountSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
  }),
  profile: z.object({
    accountType: accountTypeSchema,
    isAdmin: z.boolean(),
    isVerified: z.boolean(),
    isActive: z.boolean(),
    contactPerson: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    companyName: z.string().nullable(),
    phone: z.string().nullable(),
    businessSubtype: businessSubtypeSchema.nullable(),
    gstNumber: z.string().nullable(),
    shippingAddress: storedPostalAddressSchema.nullable(),
    billingAddress: storedPostalAddressSchema.nullable(),
    subscriptionPlanName: z.string().nullable(),
    /** The language the account's emails and documents are written in, and its dashboards open in. */
    language: languageSchema,
  }),
});
export type CurrentAccount = z.infer<typeof currentAccountSchema>;

/** PUT /api/account/language: the language to keep (in the `lang` cookie, and on the account when signed in). */
export const languageChoiceSchema = z.strictObject({ language: languageSchema });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;

/** POST /api/public/verify-email: the token from the emailed link. */
export const emailVerificationRequestSchema = z.strictObject({ token: z.string().min(1).max(4096) });
export const emailVerificationResponseSchema = z.object({
  result: z.enum(["verified", "already_verified"]),
  accountType: accountTypeSchema,
});
export type EmailVerificationResponse = z.infer<typeof emailVerificationResponseSchema>;

/** A six-digit authenticator code or a backup code. */
export const twoFactorCodeSchema = z.string().trim().min(6).max(32);

/** POST /api/account/two-factor/disable: the password and a current code (or an unused backup code). */
export const disableTwoFactorRequestSchema = z.strictObject({
  password: z.string().min(1).max(128),
  code: twoFactorCodeSchema,
});
