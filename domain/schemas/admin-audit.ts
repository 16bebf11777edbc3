import { z } from "zod";

/** Every admin action the audit log records, as "<entity>.<verb>". */
export const ADMIN_ACTIONS = [
  "seller.verify",
  "seller.reject",
  "user.role",
  "user.activate",
  "user.deactivate",
  "user.verify",
  "user.unverify",
  "user.details",
  "user.platform_fee",
  "user.delete",
  "user.grant_admin",
  "product.update",
  "product.visibility",
  "product.delete",
  "order.status",
  "order.shipment",
  "payout.status",
  "payout_query.resolve",
  "refund.settle",
  "subscription.change_plan",
  "plan.create",
  "plan.update",
  "plan.delete",
  "settings.global_fee",
  "thread.close",
  "review.hide",
  "review.restore",
  "review.dismiss_reports",
] as const;
export type AdminActionName = (typeof ADMIN_ACTIONS)[number];

/** What an admin action changes. */
export const AUDITED_ENTITY_TYPES = ["user", "product", "order", "payout_query", "return_refund", "subscription_plan", "platform_setting", "thread", "review"] as const;
export type AuditedEntityType = (typeof AUDITED_ENTITY_TYPES)[number];

/** One admin action as the Audit Log page lists it, newest first. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorId: z.uuid().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  /** The entity as people name it: an order's number (also for its payout query or refund), a user's email, a product's or plan's name. */
  entityLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.strictObject({
  actorId: z.uuid().optional(),
  action: z.enum(ADMIN_ACTIONS).optional(),
  entityType: z.enum(AUDITED_ENTITY_TYPES).optional(),
  /** One entity's history: its id (a user's, a product's, an order's...) or an order's number. */
  entityId: z.string().trim().max(100).optional(),
  /** The id of the last entry of the previous page. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema), nextBefore: z.number().int().nullable() });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
