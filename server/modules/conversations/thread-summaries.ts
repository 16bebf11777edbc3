import { aliasedTable, and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { ThreadSummary } from "@domain/schemas/conversations";
import type { Executor } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import { productMedia, products, profiles, threadMessages, threads } from "../../db/schema";
import { cursorTimestamp } from "../orders/keyset-cursor";
import type { ThreadViewer } from "./thread-viewer";

const buyers = aliasedTable(profiles, "buyer_profile");
const sellers = aliasedTable(profiles, "seller_profile");

/** Messages in the thread from anyone but the viewer, after the viewer last read it (0 for an admin). */
function unreadCount(viewer: ThreadViewer): SQL<number> {
  if (viewer.side === "admin") return sql<number>`0`;
  const readAt = viewer.side === "buyer" ? threads.buyerReadAt : threads.sellerReadAt;
  return sql<number>`(select count(*) from ${threadMessages}
    where ${threadMessages.threadId} = ${outerColumn(threads.id)} and ${threadMessages.author} <> ${viewer.side}
    and (${outerColumn(readAt)} is null or ${threadMessages.createdAt} > ${outerColumn(readAt)}))`.mapWith(Number);
}

const lastMessage = sql<string | null>`(select case when ${threadMessages.body} <> '' then ${threadMessages.body}
    when ${threadMessages.attachmentName} is not null then '📎 ' || ${threadMessages.attachmentName} else '' end
  from ${threadMessages} where ${threadMessages.threadId} = ${outerColumn(threads.id)}
  order by ${threadMessages.createdAt} desc, ${threadMessages.id} desc limit 1)`;

const productImage = sql<string | null>`(select ${productMedia.mediaUrl} from ${productMedia}
  where ${productMedia.productId} = ${outerColumn(threads.productId)} and ${productMedia.mediaType} = 'image'
  order by ${productMedia.displayOrder}, ${productMedia.createdAt} limit 1)`;

/** Threads matching `conditions`, most recently active first, shaped for lists and the thread page's header. */
export async function threadSummaries(db: Executor, viewer: ThreadViewer, conditions: (SQL | undefined)[], limit: number) {
  const rows = await db
    .select({
      thread: threads,
      cursorAt: cursorTimestamp(threads.lastMessageAt),
      buyerCompany: buyers.companyName,
      buyerVerified: buyers.isVerified,
      sellerCompany: sellers.companyName,
      sellerVerified: sellers.isVerified,
      productName: products.name,
      productImage,
      lastMessage,
      unread: unreadCount(viewer),
    })
    .from(threads)
    .innerJoin(buyers, eq(buyers.id, threads.buyerId))
    .innerJoin(sellers, eq(sellers.id, threads.sellerId))
    .leftJoin(products, eq(products.id, threads.productId))
    .where(and(...conditions))
    .orderBy(desc(threads.lastMessageAt), desc(threads.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.thread.id, cursorAt: row.cursorAt, thread: row.thread, summary: toSummary(row) }));
}

function toSummary(row: {
  thread: typeof threads.$inferSelect;
  buyerCompany: string | null;
  buyerVerified: boolean;
  sellerCompany: string | null;
  sellerVerified: boolean;
  productName: string | null;
  productImage: string | null;
  lastMessage: string | null;
  unread: number;
}): ThreadSummary {
  const { thread } = row;
  return {
    id: thread.id,
    origin: thread.origin,
    subject: thread.subject,
    status: thread.status,
    buyer: { id: thread.buyerId, companyName: row.buyerCompany, isVerified: row.buyerVerified },
    seller: { id: thread.sellerId, companyName: row.sellerCompany, isVerified: row.sellerVerified },
    product: thread.productId && row.productName ? { id: thread.productId, name: row.productName, imageUrl: row.productImage } : null,
    requirementId: thread.requirementId,
    quantity: thread.quantity,
    targetUnitPrice: thread.targetUnitPrice,
    lastMessage: row.lastMessage ?? "",
    lastMessageAt: thread.lastMessageAt.toISOString(),
    unread: row.unread,
    createdAt: thread.createdAt.toISOString(),
  };
}
