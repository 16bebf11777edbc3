import { and, eq } from "drizzle-orm";
import type { FreightOf } from "@domain/checkout-pricing";
import { DEFAULT_FREIGHT_RULES, deliveryWindow, freightOfTerms, freightZone, indianDate, orderDispatchDays } from "@domain/freight";
import type { CartDelivery, SellerDeliveryTerms } from "@domain/schemas/freight";
import type { Executor } from "../../db/client";
import { buyerAddresses, profiles } from "../../db/schema";
import { lookupPinCode } from "./pin-code-directory";
import { loadSellerTerms } from "./seller-shipping";

/** A product as delivery is planned for it: whose it is and how many days it takes to dispatch (null: the seller's). */
export type DeliveredProduct = { sellerId: string; dispatchDays: number | null };

/**
 * Each seller's terms for delivering the given products to a PIN code: the zone between the seller's dispatch PIN
 * code and it, the rule charged there, and the delivery window from `now` (India's calendar). A PIN code the
 * directory does not list is charged as the rest of India (the checkout's address was checked for its form only).
 */
export async function deliveryTerms(db: Executor, pinCode: string, items: readonly DeliveredProduct[], now = new Date()): Promise<CartDelivery> {
  const place = lookupPinCode(pinCode);
  const sellerIds = [...new Set(items.map((i) => i.sellerId))];
  const terms = await loadSellerTerms(db, sellerIds);
  const today = indianDate(now);
  const sellers = sellerIds.map((sellerId): SellerDeliveryTerms => {
    const seller = terms.get(sellerId);
    const zone = freightZone(seller?.dispatchPlace ?? null, place);
    const days = orderDispatchDays(
      items.filter((i) => i.sellerId === sellerId).map((i) => i.dispatchDays),
      seller?.dispatchDays ?? null,
    );
    return { sellerId, zone, freight: (seller?.freightRules ?? DEFAULT_FREIGHT_RULES)[zone], dispatchDays: days, window: deliveryWindow(today, days, zone) };
  });
  return { pinCode: pinCode.trim(), place, sellers };
}

/** priceCheckout's freight: each seller's rule for its zone, charged on its goods. */
export const freightOfDelivery = (delivery: CartDelivery): FreightOf => freightOfTerms(delivery.sellers);

/** A signed-in buyer's delivery PIN code: the default saved address, else the profile's shipping address. */
export async function buyerDefaultPinCode(db: Executor, buyerId: string): Promise<string | null> {
  const [saved] = await db
    .select({ address: buyerAddresses.address })
    .from(buyerAddresses)
    .where(and(eq(buyerAddresses.buyerId, buyerId), eq(buyerAddresses.isDefault, true)));
  if (saved?.address.zip) return saved.address.zip;
  const [profile] = await db.select({ shippingAddress: profiles.shippingAddress }).from(profiles).where(eq(profiles.id, buyerId));
  return profile?.shippingAddress?.zip || null;
}
