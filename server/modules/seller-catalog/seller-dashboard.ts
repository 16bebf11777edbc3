import { sql } from "drizzle-orm";
import type { SellerDashboard } from "@domain/schemas/seller-products";
import type { Executor } from "../../db/client";
import { orderReturns, orders, products, profiles } from "../../db/schema";
import { notFound } from "../../errors";
import { activePlan } from "./listing-allowance";
import { recentSellerProducts } from "./list-seller-products";

export const RECENT_PRODUCTS_SHOWN = 5;

type SummaryRow = {
  contact_person: string | null;
  is_verified: boolean;
  total_products: number;
  total_orders: number;
  pending_returns: number;
  pending_orders: number;
};

/** GET /api/seller/dashboard: the welcome, the four counts (one query, counted by the database), the plan and the 5 newest products. */
export async function getSellerDashboard(db: Executor, sellerId: string): Promise<SellerDashboard> {
  const [summary, plan, recentProducts] = await Promise.all([
    db.execute<SummaryRow>(sql`
      select p.contact_person, p.is_verified,
        (select count(*)::int from ${products} where seller_id = p.id) as total_products,
        (select count(*)::int from ${orders} where seller_id = p.id) as total_orders,
        (select count(*)::int from ${orderReturns} where seller_id = p.id and status = 'pending') as pending_returns,
        (select count(*)::int from ${orders} where seller_id = p.id and status = 'Pending') as pending_orders
      from ${profiles} p where p.id = ${sellerId}`),
    activePlan(db, sellerId),
    recentSellerProducts(db, sellerId, RECENT_PRODUCTS_SHOWN),
  ]);
  const row = summary.rows[0];
  if (!row) throw notFound("Profile", "PROFILE_NOT_FOUND");
  return {
    contactPerson: row.contact_person,
    isVerified: row.is_verified,
    planName: plan?.name ?? null,
    stats: {
      totalProducts: row.total_products,
      totalOrders: row.total_orders,
      pendingReturns: row.pending_returns,
      pendingOrders: row.pending_orders,
    },
    recentProducts,
  };
}
