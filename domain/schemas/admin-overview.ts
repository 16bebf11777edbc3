import { z } from "zod";
import { ORDER_STATUSES } from "../orders";
import { sellerDocumentStatusSchema, sellerDocumentTypeSchema } from "./statuses";

const paise = z.number().int();

/** GET /api/admin/overview: the platform's totals. */
export const adminOverviewSchema = z.object({
  users: z.object({ total: z.number().int(), buyers: z.number().int(), sellers: z.number().int() }),
  products: z.number().int(),
  /** Sum of the totals of orders not cancelled, in paise (shown in lakhs). */
  revenue: paise,
  ordersByStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
  /** The last 30 India days, oldest first, every day present (0 when nothing sold). */
  revenueByDay: z.array(z.object({ date: z.string(), revenue: paise })),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** A seller awaiting verification, with its uploaded documents. */
export const pendingVerificationSchema = z.object({
  sellerId: z.uuid(),
  companyName: z.string().nullable(),
  contactPerson: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  gstNumber: z.string().nullable(),
  registeredAt: z.string(),
  verificationNote: z.string().nullable(),
  documents: z.array(z.object({ id: z.uuid(), documentType: sellerDocumentTypeSchema, status: sellerDocumentStatusSchema, uploadedAt: z.string() })),
});
export type PendingVerification = z.infer<typeof pendingVerificationSchema>;

export const pendingVerificationListSchema = z.object({ sellers: z.array(pendingVerificationSchema), nextCursor: z.string().nullable() });
export const pendingVerificationQuerySchema = z.strictObject({ cursor: z.string().max(200).optional() });

export const verificationDecisionSchema = z.discriminatedUnion("decision", [
  z.strictObject({ decision: z.literal("approve") }),
  z.strictObject({ decision: z.literal("reject"), reason: z.string().trim().min(1, "validation:verification.rejectReasonRequired").max(1000) }),
]);
export type VerificationDecision = z.infer<typeof verificationDecisionSchema>;
