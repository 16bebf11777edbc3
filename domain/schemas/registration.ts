import { z } from "zod";
import { ACCOUNT_TYPES, BUSINESS_SUBTYPES, MIN_PASSWORD_LENGTH } from "../accounts";
import { registrationProblems, type RegistrationProblem } from "../registration";
import { LANGUAGES } from "../languages";

export const MAX_PASSWORD_LENGTH = 128;

/**
 * Messages are keys: the web translates them (`auth:register.errors.<key>`), the server answers with the English
 * sentence below. One set of rules, two audiences.
 */
export const REGISTRATION_MESSAGES = {
  contactPersonRequired: "Enter the name of the contact person.",
  emailRequired: "Enter your email address.",
  emailInvalid: "Enter a valid email address.",
  accountTypeRequired: "Choose an account type: seller or buyer.",
  businessTypeRequired: "Choose your business type.",
  companyNameRequired: "Enter your company name.",
  phoneRequired: "Enter your mobile number.",
  passwordTooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`,
  confirmPasswordRequired: "Confirm your password.",
  tooLong: "This value is too long.",
  businessTypeMismatch:
    "Choose a business type that matches the account type: sellers are manufacturers, wholesalers or traders; buyers are retailers or shopkeepers.",
  gstinRequired: "Sellers must give their GST number (GSTIN).",
  gstinFormat:
    "The GST number must be 15 characters: a state code, the PAN, an entity number, Z and a check character (for example 27AAPFU0939F1ZV).",
  gstinChecksum:
    "The GST number's last character (the check character) does not match the rest. Please check it against your GST certificate.",
  phoneInvalid: "Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9.",
} as const satisfies Record<string, string> & Record<RegistrationProblem, string>;

export type RegistrationMessageKey = keyof typeof REGISTRATION_MESSAGES;

const key = (k: RegistrationMessageKey) => k;

const registrationFields = z.strictObject({
  contactPerson: z.string().trim().min(1, key("contactPersonRequired")).max(120, key("tooLong")),
  email: z
    .string()
    .trim()
    .min(1, key("emailRequired"))
    .max(254, key("tooLong"))
    .pipe(z.email(key("emailInvalid")))
    .transform((email) => email.toLowerCase()),
  accountType: z.enum(ACCOUNT_TYPES, key("accountTypeRequired")),
  businessSubtype: z.enum(BUSINESS_SUBTYPES, key("businessTypeRequired")),
  companyName: z.string().trim().min(1, key("companyNameRequired")).max(200, key("tooLong")),
  phone: z.string().trim().min(1, key("phoneRequired")).max(20, key("tooLong")),
  /** Sellers only; ignored for buyers. */
  gstNumber: z.string().trim().toUpperCase().max(20, key("tooLong")).nullish(),
  password: z.string().min(MIN_PASSWORD_LENGTH, key("passwordTooShort")).max(MAX_PASSWORD_LENGTH, key("passwordTooLong")),
  /** The language the person registered in; their emails are written in it. English when not given. */
  language: z.enum(LANGUAGES).optional(),
});

function checkRules(value: z.infer<typeof registrationFields>, ctx: z.RefinementCtx) {
  for (const { field, problem } of registrationProblems(value)) {
    ctx.addIssue({ code: "custom", path: [field], message: key(problem) });
  }
}

/** The body of POST /api/public/register. */
export const registrationSchema = registrationFields.superRefine(checkRules);
export type RegistrationInput = z.infer<typeof registrationSchema>;

/** The register form: the same fields and rules plus the confirmation (compared on submit, as the spec asks). */
export const registrationFormSchema = registrationFields
  .extend({ confirmPassword: z.string().min(1, key("confirmPasswordRequired")) })
  .superRefine(checkRules);
export type RegistrationFormValues = z.input<typeof registrationFormSchema>;

export const registrationResponseSchema = z.object({
  email: z.string(),
  verificationEmailSent: z.literal(true),
});

/** The English sentence for a message key (other messages pass through unchanged). */
export function registrationMessage(message: string): string {
  return message in REGISTRATION_MESSAGES ? REGISTRATION_MESSAGES[message as RegistrationMessageKey] : message;
}
