import { z } from "zod";
import { isValidGstin } from "../india/gstin";
import { isValidIndianMobile } from "../india/mobile";
import { accountTypeSchema } from "./statuses";

export const ADMIN_USER_ROLES = ["buyer", "seller", "admin"] as const;

export const adminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string().nullable(),
  companyName: z.string().nullable(),
  contactPerson: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  gstNumber: z.string().nullable(),
  accountType: accountTypeSchema,
  isAdmin: z.boolean(),
  isActive: z.boolean(),
  isVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** Percent, or null for the global fee. */
  platformFeePercentage: z.number().nullable(),
  createdAt: z.string(),
  /** When an admin deleted the account but its books (orders, invoices) had to be kept: personal data is gone. */
  anonymisedAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const flag = z.enum(["true", "false"]).transform((value) => value === "true");

export const adminUserQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional().transform((q) => q || undefined),
  role: z.enum(ADMIN_USER_ROLES).optional(),
  active: flag.optional(),
  verified: flag.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminUserQuery = z.infer<typeof adminUserQuerySchema>;
export const adminUserListSchema = z.object({ users: z.array(adminUserSchema), nextCursor: z.string().nullable() });

/** Text the admin may clear: blank means none (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((text) => text || null);

/** The company details an admin corrects for an account (the GSTIN and mobile are checked as everywhere else). */
export const adminUserDetailsSchema = z.strictObject({
  companyName: optionalText(200),
  contactPerson: optionalText(100),
  phone: optionalText(20).refine((phone) => phone === null || isValidIndianMobile(phone), "validation:user.phone"),
  address: optionalText(500),
  gstNumber: optionalText(15)
    .transform((gstin) => gstin?.toUpperCase() ?? null)
    .refine((gstin) => gstin === null || isValidGstin(gstin), "validation:user.gstin"),
});
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;

/** DELETE /api/admin/users/:userId answers how the account went. */
export const adminUserDeletionSchema = z.object({
  /** "removed": nothing to keep, the account is gone; "anonymised": its orders, payouts or invoices are kept. */
  outcome: z.enum(["removed", "anonymised"]),
});
export type AdminUserDeletion = z.infer<typeof adminUserDeletionSchema>;

/** PATCH /api/admin/users/:userId: one change at a time (each is its own audited action). */
export const adminUserChangeSchema = z.union([
  z.strictObject({ role: z.enum(ADMIN_USER_ROLES) }),
  z.strictObject({ isActive: z.boolean() }),
  z.strictObject({ isVerified: z.boolean() }),
  z.strictObject({
    /** Percent 0–100 with at most two decimals; null = the global fee. */
    platformFeePercentage: z.number().min(0).max(100).multipleOf(0.01).nullable(),
  }),
  z.strictObject({ details: adminUserDetailsSchema }),
]);
export type AdminUserChange = z.infer<typeof adminUserChangeSchema>;
