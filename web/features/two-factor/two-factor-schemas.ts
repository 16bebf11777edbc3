import { z } from "zod";

/** Messages are translation keys of the "auth" namespace; FormField shows them in the page's language. */
export const passwordStepSchema = z.object({ password: z.string().min(1, "auth:errors.passwordRequired") });
export const codeStepSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, "auth:errors.sixDigits") });
export const disableSchema = z.object({
  password: z.string().min(1, "auth:errors.passwordRequired"),
  code: z.string().trim().min(6, "auth:errors.codeRequired").max(32, "auth:errors.codeRequired"),
});
