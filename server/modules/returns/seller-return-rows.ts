import { and, desc, eq, type SQL } from "drizzle-orm";
import type { SellerReturnRow } from "@domain/schemas/seller-returns";
import type { Executor } from "../../db/client";
import { orderItems, orderReturns, refunds, returnRefunds } from "../../db/schema";

/** The seller's view of return requests: each with its item and, once completed, the money given back. */
export function selectSellerReturns(db: Executor, where: SQL) {
  return db
    .select({ request: orderReturns, item: orderItems, refund: returnRefunds, onlineStatus: refunds.status })
    .from(orderReturns)
    .innerJoin(orderItems, eq(orderItems.id, orderReturns.orderItemId))
    .leftJoin(returnRefunds, eq(returnRefunds.returnId, orderReturns.id))
    .leftJoin(refunds, eq(refunds.id, returnRefunds.refundId))
    .where(where)
    .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id));
}

type Selected = Awaited<ReturnType<typeof selectSellerReturns>>[number];

export function toSellerReturnRow({ request, item, refund, onlineStatus }: Selected): SellerReturnRow {
  return {
    id: request.id,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    orderId: request.orderId,
    orderItemId: request.orderItemId,
    productName: item.productName,
    quantity: item.quantity,
    lineAmount: item.price * item.quantity,
    requestType: request.requestType,
    reason: request.reason,
    status: request.status,
    canDecide: request.status === "pending",
    canComplete: request.status === "approved",
    refund: refund && {
      amount: refund.amount,
      onlineAmount: refund.onlineAmount,
      onlineStatus,
      manualAmount: refund.manualAmount,
      manualSettled: refund.manualSettledAt !== null,
    },
  };
}

/** One request of this seller, as its row; undefined when it is not theirs. */
export async function getSellerReturn(db: Executor, sellerId: string, returnId: string): Promise<SellerReturnRow | undefined> {
  const [row] = await selectSellerReturns(db, and(eq(orderReturns.id, returnId), eq(orderReturns.sellerId, sellerId))!);
  return row && toSellerReturnRow(row);
}
