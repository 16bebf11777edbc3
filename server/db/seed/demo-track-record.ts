import { refreshTrustSignals } from "../../modules/trust-signals/refresh-trust-signals";
import type { Storage } from "../../platform/storage/storage";
import type { Transaction } from "../client";
import type { profiles } from "../schema";
import { seedDemoEnquiries } from "./demo-enquiries";
import { seedDemoOrders } from "./demo-orders";
import { seedDemoReviews } from "./demo-reviews";
import { DEMO_BUYER_SHIPPING, DEMO_TRADE_BUYERS } from "./demo-trade-buyers";
import { createUserWithProfile } from "./factories";

type Profile = typeof profiles.$inferSelect;

/**
 * What the demo sellers have done before the first start (issue 33): retailers who bought from them, their delivered
 * orders, reviews of the goods and enquiries answered at each seller's pace, and the trust signals computed from all
 * of it, so a new visitor sees ratings, reviews and response rates at once. The demo buyer's latest order is left
 * unreviewed, for trying "Write a review".
 */
export async function seedDemoTrackRecord(tx: Transaction, storage: Storage, demoBuyer: Profile, sellers: Profile[], now = new Date()) {
  const traders = [];
  for (const input of DEMO_TRADE_BUYERS) traders.push(await createUserWithProfile(tx, input));
  const buyers = [
    { profile: demoBuyer, shipping: { ...DEMO_BUYER_SHIPPING } },
    ...traders.map((profile) => ({ profile, shipping: profile.billingAddress! })),
  ];
  const delivered = await seedDemoOrders(tx, sellers, buyers, now);
  const demoBuyerOrders = delivered.filter((item) => item.buyerId === demoBuyer.id);
  const latest = demoBuyerOrders.reduce<(typeof delivered)[number] | undefined>(
    (newest, item) => (!newest || item.deliveredAt > newest.deliveredAt ? item : newest),
    undefined,
  );
  await seedDemoReviews(tx, storage, delivered, buyers.map((buyer) => buyer.profile.id), now, new Set(latest ? [latest.orderId] : []));
  await seedDemoEnquiries(tx, sellers, traders, now);
  await refreshTrustSignals(tx, now);
}
