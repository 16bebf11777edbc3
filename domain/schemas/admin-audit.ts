import { z } from "zod";

/** One admin action as the Audit Log page lists it, newest first. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorId: z.uuid().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.strictObject({
  actorId: z.uuid().optional(),
  action: z.string().trim().max(60).optional(),
  entityType: z.string().trim().max(60).optional(),
  /** The id of the last entry of the previous page. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const auditLogSchema = z.object({ entries: z.array(auditEntrySchema), nextBefore: z.number().int().nullable() });
