import { z } from "zod";
import { ERROR_CATALOGUE, type ErrorCode } from "../error-catalogue";

const ERROR_CODE_LIST = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];

/** Every error answer of the API: `{ error: { code, message, details? } }`, the code from the error catalogue. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(ERROR_CODE_LIST),
    message: z.string().describe("A sentence for the person using the app"),
    details: z.unknown().optional().describe("Per-field problems of a validation error, or facts of a refusal (a limit)"),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
