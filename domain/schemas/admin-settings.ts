import { z } from "zod";

/** The global platform fee in percent, up to two decimals, 0 to 100 (spec: default 5). */
export const platformFeeSchema = z.object({
  percent: z
    .number()
    .min(0, "validation:platformFee.range")
    .max(100, "validation:platformFee.range")
    .refine((value) => Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, "validation:platformFee.decimals"),
});
export const platformFeeRequestSchema = z.strictObject(platformFeeSchema.shape);
export type PlatformFee = z.infer<typeof platformFeeSchema>;

/** POST /api/admin/admins: grant admin access to an existing account by its email. */
export const grantAdminRequestSchema = z.strictObject({ email: z.email("validation:adminAccess.emailRequired").max(254) });
export const grantAdminResponseSchema = z.object({ message: z.string() });
