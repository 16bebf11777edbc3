import { and, desc, eq, type SQL } from "drizzle-orm";
import type { SellerReturnRow } from "@domain/schemas/seller-returns";
import type { Executor } from "../../db/client";
import { orderItems, orderReturns, orders, refunds, returnRefunds } from "../../db/schema";
import { refundOfReturn } from "./refund-of-return";
import { returnPhotosFor } from "./return-photos";

/** The seller's view of return requests: each with its item and, once completed, the money given back. */
export function selectSellerReturns(db: Executor, where: SQL) {
  return db
    .select({ request: orderReturns, item: orderItems, orderNumber: orders.orderNumber, refund: returnRefunds, onlineStatus: refunds.status })
    .from(orderReturns)
    .innerJoin(orderItems, eq(orderItems.id, orderReturns.orderItemId))
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .leftJoin(returnRefunds, eq(returnRefunds.returnId, orderReturns.id))
    .leftJoin(refunds, eq(refunds.id, returnRefunds.refundId))
    .where(where)
    .orderBy(desc(orderReturns.createdAt), desc(orderReturns.id));
}

type Selected = Awaited<ReturnType<typeof selectSellerReturns>>[number];

export function toSellerReturnRow({ request, item, orderNumber, refund, onlineStatus }: Selected): SellerReturnRow {
  return {
    id: request.id,
    createdAt: request.createdAt.toISOString(),
    updatedAt: request.updatedAt.toISOString(),
    orderId: request.orderId,
    orderNumber,
    orderItemId: request.orderItemId,
    productName: item.productName,
    quantity: request.quantity,
    lineQuantity: item.quantity,
    unitPrice: item.price,
    lineAmount: item.price * item.quantity,
    requestType: request.requestType,
    reason: request.reason,
    photos: returnPhotosFor("seller", request),
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
    refundPreview: null,
  };
}

/** Rows with, for each open return, what completing it would refund now (the dialogs show it before confirming). */
export async function withRefundPreviews(db: Executor, rows: Selected[]): Promise<SellerReturnRow[]> {
  return Promise.all(
    rows.map(async (row) => {
      const shaped = toSellerReturnRow(row);
      if (!OPEN_FOR_PREVIEW.has(row.request.status)) return shaped;
      const split = await refundOfReturn(db, row.request);
      return { ...shaped, refundPreview: split };
    }),
  );
}

const OPEN_FOR_PREVIEW = new Set<string>(["pending", "approved", "processing"]);

/** One request of this seller, as its row; undefined when it is not theirs. */
export async function getSellerReturn(db: Executor, sellerId: string, returnId: string): Promise<SellerReturnRow | undefined> {
  const [row] = await selectSellerReturns(db, and(eq(orderReturns.id, returnId), eq(orderReturns.sellerId, sellerId))!);
  return row && (await withRefundPreviews(db, [row]))[0];
}
