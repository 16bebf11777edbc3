import { and, desc, eq, lt, type SQL, sql } from "drizzle-orm";
import { normaliseOrderNumberQuery } from "@domain/order-number";
import type { AuditEntry, AuditLogQuery } from "@domain/schemas/admin-audit";
import type { Executor } from "../../db/client";
import { auditLog, orders, payoutQueries, productReviews, products, returnRefunds, subscriptionPlans, user } from "../../db/schema";

type Details = { before?: Record<string, unknown> | null; after?: Record<string, unknown> | null } | null;

const entityIs = (type: string) => sql`${auditLog.entityType} = ${type}`;
const orderNumberOf = (orderId: SQL) => sql`(select o.order_number from ${orders} o where o.id = ${orderId})`;

/**
 * What a person calls the entity an action changed: an order (or its payout query or refund) by its order number, a
 * user by email, a product or plan by name, a review by its product's name; null for a setting or a thread, or an entity since deleted.
 */
const entityLabel = sql<string | null>`case
  when ${entityIs("order")} then ${orderNumberOf(sql`${auditLog.entityId}::uuid`)}
  when ${entityIs("payout_query")} then ${orderNumberOf(sql`(select q.order_id from ${payoutQueries} q where q.id = ${auditLog.entityId}::uuid)`)}
  when ${entityIs("return_refund")} then ${orderNumberOf(sql`(select r.order_id from ${returnRefunds} r where r.id = ${auditLog.entityId}::uuid)`)}
  when ${entityIs("user")} then (select u.email from ${user} u where u.id = ${auditLog.entityId}::uuid)
  when ${entityIs("product")} then (select p.name from ${products} p where p.id = ${auditLog.entityId}::uuid)
  when ${entityIs("subscription_plan")} then (select s.name from ${subscriptionPlans} s where s.id = ${auditLog.entityId}::uuid)
  when ${entityIs("review")} then (select p.name from ${productReviews} r join ${products} p on p.id = r.product_id where r.id = ${auditLog.entityId}::uuid)
end`;

/** The entity filter as typed: an order number stands for its order's id. */
async function entityIdOf(db: Executor, typed: string): Promise<string> {
  const orderNumber = normaliseOrderNumberQuery(typed);
  if (!orderNumber) return typed;
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
  return order?.id ?? typed;
}

/**
 * The audit log, newest first, filtered by admin, action, entity type and one entity (its id, or an order's number);
 * paged by id (keyset). Each entry names its entity as people know it (entityLabel).
 */
export async function listAuditLog(db: Executor, query: AuditLogQuery): Promise<{ entries: AuditEntry[]; nextBefore: number | null }> {
  const entityId = query.entityId ? await entityIdOf(db, query.entityId) : undefined;
  const rows = await db
    .select({
      id: auditLog.id,
      createdAt: auditLog.createdAt,
      actorId: auditLog.actorId,
      actorEmail: user.email,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      entityLabel,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .where(
      and(
        query.actorId ? eq(auditLog.actorId, query.actorId) : undefined,
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.entityType ? eq(auditLog.entityType, query.entityType) : undefined,
        entityId ? eq(auditLog.entityId, entityId) : undefined,
        query.before ? lt(auditLog.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map(({ details, createdAt, ...row }) => {
      const { before = null, after = null } = (details as Details) ?? {};
      return { ...row, createdAt: createdAt.toISOString(), before, after };
    }),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
