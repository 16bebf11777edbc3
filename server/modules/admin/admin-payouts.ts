import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { and, count, desc, eq, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";
import { PAYOUT_DUE_AFTER_DAYS } from "@domain/payouts";
import { payoutBatchCsv } from "@domain/payout-batch";
import {
  type AdminPayoutChange,
  type AdminPayoutList,
  type AdminPayoutQuery,
  type AdminPayoutRow,
  type PayoutBatchQuery,
  SELLER_DUES_SHOWN,
  type SellerDues,
} from "@domain/schemas/admin-payouts";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import { orders, payoutQueries, profiles } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import type { ReceivedUpload } from "../../platform/storage/receive-upload";
import { recordAdminAction } from "../audit/record-admin-action";
import { afterCursor, cursorTimestamp, decodeCursor, pageOf } from "../orders/keyset-cursor";
import { isUuid } from "../orders/order-id";
import { orderNumberMatches } from "../orders/order-number-search";
import { payoutLine } from "../payouts/list-seller-payouts";
import { netPayoutSql } from "../payouts/net-payout-sql";
import { type PayoutAmounts, payoutAmountsSql } from "../payouts/payout-amounts-sql";
import { hasOpenReturn } from "../payouts/payout-hold";

const orderNotFound = () => notFound("Order", "ORDER_NOT_FOUND");
const delivered = and(eq(orders.status, "Delivered"), isNotNull(orders.deliveredAt));
/** Unpaid and past its due date (seven days after delivery). */
const dueNow = and(inArray(orders.payoutStatus, ["Pending", "Processing"]), lte(orders.deliveredAt, sql`now() - make_interval(days => ${PAYOUT_DUE_AFTER_DAYS})`));
const hasOpenQuery = sql<boolean>`exists (select 1 from ${payoutQueries} where ${payoutQueries.orderId} = ${outerColumn(orders.id)} and ${payoutQueries.status} = 'open')`;

/** Delivered orders' payouts, most recently delivered first, by status, seller, order number or due now; a keyset page at a time. */
export async function listAdminPayouts(db: Executor, query: AdminPayoutQuery): Promise<AdminPayoutList> {
  const conditions: (SQL | undefined)[] = [
    delivered,
    query.status ? eq(orders.payoutStatus, query.status) : undefined,
    query.sellerId ? eq(orders.sellerId, query.sellerId) : undefined,
    query.q ? orderNumberMatches(query.q) : undefined,
    query.due ? dueNow : undefined,
    query.cursor ? afterCursor(orders.deliveredAt, orders.id, decodeCursor(query.cursor)) : undefined,
  ];
  const rows = await db
    .select({ order: orders, cursorAt: cursorTimestamp(orders.deliveredAt), ...payoutAmountsSql, returnOpen: hasOpenReturn, sellerName: profiles.companyName, hasOpenQuery })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.sellerId))
    .where(and(...conditions))
    .orderBy(desc(orders.deliveredAt), desc(orders.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(
    rows.map((row) => ({ ...row, id: row.order.id })),
    query.limit,
  );
  return { payouts: page.map(toPayoutRow), nextCursor };
}

type PayoutRowSource = PayoutAmounts & { order: typeof orders.$inferSelect; returnOpen: boolean; sellerName: string | null; hasOpenQuery: boolean };

function toPayoutRow({ order, refunded, netTaxableValue, returnOpen, sellerName, hasOpenQuery: openQuery }: PayoutRowSource): AdminPayoutRow {
  return {
    ...payoutLine(order, { refunded, netTaxableValue }, returnOpen),
    sellerId: order.sellerId,
    sellerName,
    payoutTransactionRef: order.payoutTransactionRef,
    hasScreenshot: order.payoutScreenshotUrl !== null,
    hasOpenQuery: openQuery,
  };
}

const hasBankDetails = sql<boolean>`(${profiles.bankAccountNumber} is not null and ${profiles.bankIfscCode} is not null and ${profiles.bankAccountHolderName} is not null)`;

/** Sellers owed money now, largest first (the first SELLER_DUES_SHOWN), with the grand total over all of them. */
export async function listSellerDues(db: Executor): Promise<SellerDues> {
  const amount = sql<number>`sum(${netPayoutSql})`.mapWith(Number);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ sellerId: orders.sellerId, sellerName: profiles.companyName, orders: count(), amount, hasBankDetails })
      .from(orders)
      .innerJoin(profiles, eq(profiles.id, orders.sellerId))
      .where(and(delivered, dueNow))
      .groupBy(orders.sellerId, profiles.id)
      .orderBy(desc(amount), orders.sellerId)
      .limit(SELLER_DUES_SHOWN),
    db
      .select({ total: sql<number>`coalesce(sum(${netPayoutSql}), 0)`.mapWith(Number), sellerCount: sql<number>`count(distinct ${orders.sellerId})`.mapWith(Number) })
      .from(orders)
      .where(and(delivered, dueNow)),
  ]);
  return { sellers: rows, total: totals?.total ?? 0, sellerCount: totals?.sellerCount ?? 0 };
}

/**
 * The bank's bulk-upload CSV of everything due now (or one seller's dues), one line per seller with bank details on
 * file, naming the orders it pays.
 */
export async function payoutBatchCsvDueNow(db: Executor, query: PayoutBatchQuery, day = new Date()): Promise<string> {
  const rows = await db
    .select({
      sellerId: orders.sellerId,
      sellerName: profiles.companyName,
      accountHolder: profiles.bankAccountHolderName,
      accountNumber: profiles.bankAccountNumber,
      ifsc: profiles.bankIfscCode,
      amount: sql<number>`sum(${netPayoutSql})`.mapWith(Number),
      orderNumbers: sql<string[]>`array_agg(${orders.orderNumber} order by ${orders.orderNumber})`,
    })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.sellerId))
    .where(and(delivered, dueNow, hasBankDetails, query.sellerId ? eq(orders.sellerId, query.sellerId) : undefined))
    .groupBy(orders.sellerId, profiles.id)
    .orderBy(profiles.companyName, orders.sellerId);
  return payoutBatchCsv(
    rows.flatMap(({ accountHolder, accountNumber, ifsc, ...row }) => (accountHolder && accountNumber && ifsc && row.amount > 0 ? [{ ...row, accountHolder, accountNumber, ifsc }] : [])),
    day,
  );
}

/** Where a payout's screenshot is kept, private like KYC files: payout-screenshots/{seller}/{order}-{time}-{random}.{ext}. */
const screenshotPrefix = (sellerId: string, orderId: string) => `payout-screenshots/${sellerId}/${orderId}-`;

async function deliveredOrder(db: Executor, orderId: string) {
  if (!isUuid(orderId)) throw orderNotFound();
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), delivered));
  if (!order) throw orderNotFound();
  return order;
}

/** Stores the screenshot of a payout about to be marked Paid; PATCH …/payouts/:orderId then names it. */
export async function storePayoutScreenshot(ctx: AppContext, orderId: string, upload: ReceivedUpload): Promise<{ screenshotKey: string }> {
  try {
    const order = await deliveredOrder(ctx.db, orderId);
    const screenshotKey = `${screenshotPrefix(order.sellerId, order.id)}${Date.now()}-${randomUUID().slice(0, 8)}.${upload.kind.extension}`;
    await ctx.storage.put(screenshotKey, createReadStream(upload.path), { contentType: upload.kind.mime, contentLength: upload.size });
    return { screenshotKey };
  } finally {
    await upload.dispose();
  }
}

/**
 * The admin sets a delivered order's payout status, audited in the same transaction: Pending and Processing at once;
 * Hold with the reason the seller reads (kept until the status changes again); Paid with the transaction reference
 * and, optionally, the screenshot stored for this very order.
 */
export async function changePayoutStatus(ctx: AppContext, adminId: string, orderId: string, change: AdminPayoutChange): Promise<AdminPayoutRow> {
  const screenshotKey = change.status === "Paid" ? change.screenshotKey : undefined;
  await ctx.db.transaction(async (tx) => {
    if (!isUuid(orderId)) throw orderNotFound();
    const [order] = await tx.select().from(orders).where(and(eq(orders.id, orderId), delivered)).for("update");
    if (!order) throw orderNotFound();
    if (screenshotKey !== undefined && !(screenshotKey.startsWith(screenshotPrefix(order.sellerId, order.id)) && (await ctx.storage.exists(screenshotKey)))) {
      throw new AppError("BAD_REQUEST", "Upload the screenshot for this payout again.");
    }
    const payoutHoldReason = change.status === "Hold" ? change.reason.trim() : null;
    const next =
      change.status === "Paid"
        ? { payoutStatus: change.status, payoutHoldReason, payoutTransactionRef: change.reference.trim(), payoutScreenshotUrl: screenshotKey ?? null }
        : { payoutStatus: change.status, payoutHoldReason };
    await tx.update(orders).set(next).where(eq(orders.id, orderId));
    await recordAdminAction(tx, {
      actorId: adminId,
      action: "payout.status",
      entityType: "order",
      entityId: orderId,
      before: { payoutStatus: order.payoutStatus, payoutHoldReason: order.payoutHoldReason, payoutTransactionRef: order.payoutTransactionRef },
      after: {
        payoutStatus: change.status,
        payoutHoldReason,
        ...(change.status === "Paid" ? { payoutTransactionRef: next.payoutTransactionRef, screenshot: screenshotKey !== undefined } : {}),
      },
    });
  });
  return getAdminPayoutRow(ctx.db, orderId);
}

async function getAdminPayoutRow(db: Executor, orderId: string): Promise<AdminPayoutRow> {
  const [row] = await db
    .select({ order: orders, ...payoutAmountsSql, returnOpen: hasOpenReturn, sellerName: profiles.companyName, hasOpenQuery })
    .from(orders)
    .innerJoin(profiles, eq(profiles.id, orders.sellerId))
    .where(eq(orders.id, orderId));
  if (!row) throw orderNotFound();
  return toPayoutRow(row);
}

/** The stored screenshot of a payout, for admins (GET …/payouts/:orderId/screenshot). */
export async function openPayoutScreenshot(ctx: AppContext, orderId: string) {
  const order = await deliveredOrder(ctx.db, orderId);
  const object = order.payoutScreenshotUrl ? await ctx.storage.get(order.payoutScreenshotUrl) : undefined;
  if (!order.payoutScreenshotUrl || !object) throw notFound("Screenshot", "SCREENSHOT_NOT_FOUND");
  const extension = order.payoutScreenshotUrl.slice(order.payoutScreenshotUrl.lastIndexOf(".") + 1);
  return { object, fileName: `payout-${order.orderNumber}.${extension}` };
}
