import { randomUUID } from "node:crypto";
import sharp from "sharp";
import type { Stars } from "@domain/reviews";
import { storeReviewPhotoFiles } from "../../modules/reviews/review-photo-files";
import type { Storage } from "../../platform/storage/storage";
import type { Executor } from "../client";
import { productReviews, reviewHelpfulVotes, reviewPhotos } from "../schema";
import type { DemoDeliveredItem } from "./demo-orders";
import { DEMO_REVIEW_TEXTS, DEMO_SELLER_REPLIES } from "./demo-review-texts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Stars in the order the demo reviews take them: mostly 4 and 5, some 3, a few 2 and 1 (average about 4.1). */
const STAR_SEQUENCE: Stars[] = [5, 4, 5, 5, 4, 3, 5, 4, 4, 5, 2, 4, 5, 3, 5, 4, 1, 5, 4, 5, 3, 4];
/** Every so many reviews carries a photo of the goods received. */
const PHOTO_EVERY = 13;

/** A small picture of cartons as received, made with sharp (a JPEG, as a phone would send), tinted per review. */
async function goodsPhoto(label: string, hue: number): Promise<Buffer> {
  const escaped = label.replace(/[<>&"']/g, " ").slice(0, 32);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="640" height="480" fill="hsl(${hue},25%,82%)"/>
    <rect x="70" y="170" width="220" height="190" fill="hsl(30,45%,55%)" stroke="hsl(30,40%,35%)" stroke-width="4"/>
    <rect x="310" y="130" width="260" height="230" fill="hsl(32,50%,60%)" stroke="hsl(30,40%,35%)" stroke-width="4"/>
    <rect x="0" y="360" width="640" height="120" fill="hsl(${hue},15%,60%)"/>
    <text x="320" y="430" font-family="sans-serif" font-size="28" text-anchor="middle" fill="#222">${escaped}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Reviews of the demo orders' items: a realistic spread of stars, titles and texts in a trader's voice (a few in
 * Hindi), a photo on some, the seller's reply on every poor one and on some good ones, and helpful votes from other
 * demo buyers. Written a few days after delivery (so some are older than the 30-day edit window). The items of
 * `leaveUnreviewed` orders stay open for their buyer to review. The database's trigger keeps the products' and the
 * sellers' star counts.
 */
export async function seedDemoReviews(
  db: Executor,
  storage: Storage,
  items: readonly DemoDeliveredItem[],
  voters: readonly string[],
  now: Date,
  leaveUnreviewed: ReadonlySet<string> = new Set(),
): Promise<number> {
  const perStars = new Map<Stars, number>();
  const photos: { reviewId: string; label: string; hue: number }[] = [];
  const rows: (typeof productReviews.$inferInsert)[] = [];
  const votes: (typeof reviewHelpfulVotes.$inferInsert)[] = [];
  for (const [index, item] of items.filter((candidate) => !leaveUnreviewed.has(candidate.orderId)).entries()) {
    const stars = STAR_SEQUENCE[index % STAR_SEQUENCE.length]!;
    const texts = DEMO_REVIEW_TEXTS[stars];
    const turn = perStars.get(stars) ?? 0;
    perStars.set(stars, turn + 1);
    const text = texts[turn % texts.length]!;
    const createdAt = new Date(Math.min(item.deliveredAt.getTime() + (1 + (index % 6)) * DAY + (index % 9) * HOUR, now.getTime() - HOUR));
    const replies = stars <= 3 ? DEMO_SELLER_REPLIES.poor : DEMO_SELLER_REPLIES.good;
    const replied = stars <= 3 || index % 4 === 1;
    const repliedAt = new Date(Math.min(createdAt.getTime() + 20 * HOUR, now.getTime() - HOUR / 2));
    const id = randomUUID();
    rows.push({
      id,
      orderItemId: item.orderItemId,
      orderId: item.orderId,
      productId: item.productId,
      sellerId: item.sellerId,
      buyerId: item.buyerId,
      stars,
      title: text.title,
      body: text.body,
      sellerReply: replied ? replies[index % replies.length]! : null,
      sellerRepliedAt: replied ? repliedAt : null,
      createdAt,
      updatedAt: replied ? repliedAt : createdAt,
    });
    // Zero to three other demo buyers found it helpful.
    const others = voters.filter((voter) => voter !== item.buyerId);
    for (const voter of others.slice(0, index % 4)) votes.push({ reviewId: id, voterId: voter, createdAt: repliedAt });
    if (index % PHOTO_EVERY === 2) photos.push({ reviewId: id, label: item.productName, hue: (index * 47) % 360 });
  }
  if (rows.length === 0) return 0;
  await db.insert(productReviews).values(rows);
  if (votes.length > 0) await db.insert(reviewHelpfulVotes).values(votes);
  const stored = await Promise.all(
    photos.map(async ({ reviewId, label, hue }) => ({
      reviewId,
      mediaUrl: await storeReviewPhotoFiles(storage, await goodsPhoto(label, hue), reviewId, randomUUID()),
    })),
  );
  if (stored.length > 0) await db.insert(reviewPhotos).values(stored.map((photo) => ({ ...photo, displayOrder: 0 })));
  return rows.length;
}
