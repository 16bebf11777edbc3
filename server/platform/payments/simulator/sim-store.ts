import { randomBytes, randomInt } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database, Executor } from "../../../db/client";
import { simIdempotency, simOrders, simPayments, simRefunds } from "../../../db/schema";
import { simInvalid, SimError, simNotFound } from "./sim-error";
import { simOrderStatus, type SimOrderRequest } from "./sim-entities";

/** Cashfree orders live 30 days unless told otherwise. */
const ORDER_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const numericId = () => `${randomInt(1, 10)}${randomInt(0, 1e9).toString().padStart(9, "0")}`;

export type SimStoredResponse = { status: number; body: unknown };

/**
 * Runs a provider call once per idempotency key: a repeat (even a concurrent one, held back by an advisory lock)
 * gets the stored answer. Refusals are not stored, so a corrected retry can succeed.
 */
export async function withIdempotency(
  db: Database,
  key: string | undefined,
  run: (tx: Executor) => Promise<SimStoredResponse>,
): Promise<SimStoredResponse> {
  return db.transaction(async (tx) => {
    if (!key) return run(tx);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
    const [seen] = await tx.select().from(simIdempotency).where(eq(simIdempotency.key, key));
    if (seen) return seen.response as SimStoredResponse;
    const response = await run(tx);
    await tx.insert(simIdempotency).values({ key, response });
    return response;
  });
}

export async function createSimOrder(db: Executor, input: { orderId: string; amount: number; currency: string; request: SimOrderRequest }) {
  const [order] = await db
    .insert(simOrders)
    .values({
      orderId: input.orderId,
      cfOrderId: numericId(),
      paymentSessionId: `session_${randomBytes(24).toString("base64url")}`,
      amount: input.amount,
      currency: input.currency,
      request: input.request,
      expiresAt: new Date(Date.now() + ORDER_LIFETIME_MS),
    })
    .onConflictDoNothing({ target: simOrders.orderId })
    .returning();
  if (!order) throw new SimError(409, "order_already_exists", "invalid_request_error", "order with same id is already present");
  return order;
}

export async function getSimOrder(db: Executor, orderId: string, forUpdate = false) {
  const query = db.select().from(simOrders).where(eq(simOrders.orderId, orderId));
  const [order] = forUpdate ? await query.for("update") : await query;
  if (!order) throw simNotFound("order");
  return order;
}

export async function findSimOrderBySession(db: Executor, paymentSessionId: string) {
  const [order] = await db.select().from(simOrders).where(eq(simOrders.paymentSessionId, paymentSessionId));
  return order ?? null;
}

export async function listSimPayments(db: Executor, orderId: string) {
  return db.select().from(simPayments).where(eq(simPayments.orderId, orderId)).orderBy(simPayments.createdAt);
}

/** What the person did on the hosted page: paid, had the payment declined, left it pending, or left without paying. */
export type SimOutcome = "pay" | "fail" | "pending" | "leave";
const OUTCOME_STATUS = { pay: "SUCCESS", fail: "FAILED", pending: "PENDING", leave: "USER_DROPPED" } as const;
const OUTCOME_MESSAGE = {
  pay: "00::Transaction success (simulated)",
  fail: "05::Payment declined by the buyer in the simulator",
  pending: "Payment is pending confirmation (simulated)",
  leave: "User dropped and did not complete the two factor authentication (simulated)",
} as const;

/** A payment attempt on the hosted page. Only an ACTIVE order takes one; paying it makes the order PAID. */
export async function recordSimPayment(db: Database, paymentSessionId: string, outcome: SimOutcome) {
  return db.transaction(async (tx) => {
    const found = await findSimOrderBySession(tx, paymentSessionId);
    if (!found) throw simNotFound("session");
    const order = await getSimOrder(tx, found.orderId, true);
    if (simOrderStatus(order) !== "ACTIVE") return { order, payment: null };
    const [payment] = await tx
      .insert(simPayments)
      .values({
        cfPaymentId: numericId(),
        orderId: order.orderId,
        amount: order.amount,
        status: OUTCOME_STATUS[outcome],
        message: OUTCOME_MESSAGE[outcome],
      })
      .returning();
    if (outcome !== "pay") return { order, payment: payment! };
    const [paid] = await tx.update(simOrders).set({ status: "PAID" }).where(eq(simOrders.orderId, order.orderId)).returning();
    return { order: paid!, payment: payment! };
  });
}

/**
 * Refunds come out of a PAID order, never more than was paid in total (a cancelled refund gives its amount back).
 * A refund is created PENDING and settles `settleMs` later (0: at once).
 */
export async function createSimRefund(
  tx: Executor,
  orderId: string,
  input: { refundId: string; amount: number; note: string | null; settleMs: number },
) {
  const order = await getSimOrder(tx, orderId, true);
  if (order.status !== "PAID") throw simInvalid("refund_not_allowed", "refunds can be created only for paid orders");
  const [duplicate] = await tx
    .select()
    .from(simRefunds)
    .where(eq(simRefunds.refundId, input.refundId));
  if (duplicate) throw new SimError(409, "refund_already_exists", "invalid_request_error", "refund with same refund_id is already present");
  const [{ refunded } = { refunded: 0 }] = await tx
    .select({ refunded: sql<number>`coalesce(sum(${simRefunds.amount}), 0)`.mapWith(Number) })
    .from(simRefunds)
    .where(and(eq(simRefunds.orderId, orderId), ne(simRefunds.status, "CANCELLED")));
  if (refunded + input.amount > order.amount)
    throw simInvalid("refund_amount_invalid", "refund amount is greater than the refundable amount");
  const createdAt = new Date();
  const [refund] = await tx
    .insert(simRefunds)
    .values({
      refundId: input.refundId,
      cfRefundId: numericId(),
      orderId,
      amount: input.amount,
      status: "PENDING",
      settlesAt: new Date(createdAt.getTime() + input.settleMs),
      note: input.note,
      createdAt,
    })
    .returning();
  return { order, refund: refund! };
}

/** The cf_payment_id refunds of an order refund: its successful payment (a paid order takes no further attempts). */
export async function paidSimPaymentId(db: Executor, orderId: string): Promise<string | null> {
  const [paid] = await db
    .select({ cfPaymentId: simPayments.cfPaymentId })
    .from(simPayments)
    .where(and(eq(simPayments.orderId, orderId), eq(simPayments.status, "SUCCESS")))
    .limit(1);
  return paid?.cfPaymentId ?? null;
}

/** An order's refunds, oldest first, as Cashfree lists them. */
export async function listSimRefunds(db: Executor, orderId: string) {
  return db.select().from(simRefunds).where(eq(simRefunds.orderId, orderId)).orderBy(simRefunds.createdAt);
}

/** A refund of an order, by the merchant's refund_id. */
export async function getSimRefund(db: Executor, orderId: string, refundId: string) {
  const order = await getSimOrder(db, orderId);
  const [refund] = await db
    .select()
    .from(simRefunds)
    .where(and(eq(simRefunds.orderId, orderId), eq(simRefunds.refundId, refundId)));
  if (!refund) throw simNotFound("refund");
  return { order, refund };
}
