import { z } from "zod";

/** Messages are keys of the "auth" namespace. */
export const passwordStepSchema = z.object({ password: z.string().min(1, "errors.passwordRequired") });
export const codeStepSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, "errors.sixDigits") });
export const disableSchema = z.object({
  password: z.string().min(1, "errors.passwordRequired"),
  code: z.string().trim().min(6, "errors.codeRequired").max(32, "errors.codeRequired"),
});
