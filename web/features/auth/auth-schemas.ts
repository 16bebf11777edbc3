import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "@domain/accounts";

/** Messages are translation keys of the "auth" namespace; FormField shows them in the page's language. */
const email = z.string().trim().min(1, "auth:errors.emailRequired").pipe(z.email("auth:errors.emailInvalid"));

export const loginSchema = z.object({
  email,
  password: z.string().min(1, "auth:errors.passwordRequired"),
});
export type LoginValues = z.infer<typeof loginSchema>;

/** The address a link is sent to: a password reset or a new verification link. */
export const emailLinkSchema = z.object({ email });
export type EmailLinkValues = z.infer<typeof emailLinkSchema>;

/** Length and match are checked on submit with the spec's toasts, so the fields here only need a value. */
export const resetPasswordSchema = z.object({
  password: z.string().min(1, "auth:errors.passwordRequired"),
  confirmPassword: z.string().min(1, "auth:errors.confirmPasswordRequired"),
});
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const secondFactorSchema = z.object({
  code: z.string().trim().min(6, "auth:errors.codeRequired").max(32, "auth:errors.codeRequired"),
  trustDevice: z.boolean(),
});
export type SecondFactorValues = z.infer<typeof secondFactorSchema>;

export { MIN_PASSWORD_LENGTH };
