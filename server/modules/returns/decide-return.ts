import { and, eq } from "drizzle-orm";
import { canDecideReturnRequest } from "@domain/orders";
import type { SellerReturnRow } from "@domain/schemas/seller-returns";
import type { AppContext } from "../../app-context";
import type { Transaction } from "../../db/client";
import { orderReturns, orders } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { publishOrderChange } from "../orders/order-change-notification";
import { isUuid } from "../orders/order-id";
import { syncPayoutHold } from "../payouts/payout-hold";
import { getSellerReturn } from "./seller-return-rows";

type ReturnRequestRow = typeof orderReturns.$inferSelect;

/** The seller's own request, row-locked so that concurrent decisions on it queue up; anyone else's is "not found". */
export async function lockSellerReturn(tx: Transaction, sellerId: string, returnId: string): Promise<ReturnRequestRow> {
  if (!isUuid(returnId)) throw notFound("Return request", "RETURN_NOT_FOUND");
  const [request] = await tx
    .select()
    .from(orderReturns)
    .where(and(eq(orderReturns.id, returnId), eq(orderReturns.sellerId, sellerId)))
    .for("update");
  if (!request) throw notFound("Return request", "RETURN_NOT_FOUND");
  return request;
}

/** Open order pages (the buyer's, the seller's) re-read the order when one of its requests moves; sent at commit. */
export async function announceReturnChange(ctx: AppContext, tx: Transaction, orderId: string) {
  const [order] = await tx
    .select({ buyerId: orders.buyerId, sellerId: orders.sellerId, status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  await publishOrderChange(ctx.events, tx, { kind: "return", orderId, ...order, at: new Date().toISOString() });
}

/**
 * The seller approves or rejects a pending request (only pending: the rest are processed). A rejection closes it,
 * so the order's payout comes off Hold unless another request is still open.
 */
export async function decideReturn(
  ctx: AppContext,
  input: { sellerId: string; returnId: string; decision: "approved" | "rejected" },
): Promise<SellerReturnRow> {
  await ctx.db.transaction(async (tx) => {
    const request = await lockSellerReturn(tx, input.sellerId, input.returnId);
    if (!canDecideReturnRequest(request.status)) throw conflict("RETURN_NOT_PENDING");
    await tx.update(orderReturns).set({ status: input.decision }).where(eq(orderReturns.id, request.id));
    await syncPayoutHold(tx, request.orderId);
    await announceReturnChange(ctx, tx, request.orderId);
  });
  return (await getSellerReturn(ctx.db, input.sellerId, input.returnId))!;
}
