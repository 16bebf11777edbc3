import type { CategoryName } from "@domain/categories";
import { FEATURED_SELLERS_SHOWN, type FeaturedSellerList } from "@domain/schemas/catalog";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { featuringPlanJoin, subscriptionInForce } from "./featuring-plan";

/**
 * The sellers whose plan in force features them (`is_featured_seller`), active and with at least one active product
 * (in the category, when given): highest plan rank first, then most products, then name. A handful of rows, each
 * product count read through the seller's own index.
 */
export async function listFeaturedSellers(db: Executor, category?: CategoryName): Promise<FeaturedSellerList> {
  const inCategory = category === undefined ? sql`true` : sql`p.category = ${category}`;
  const { rows } = await db.execute<{
    id: string;
    companyName: string | null;
    isVerified: boolean;
    city: string | null;
    state: string | null;
    planName: string;
    productCount: string | number;
  }>(sql`
    select s.id, s.company_name as "companyName", s.is_verified as "isVerified",
           s.billing_address ->> 'city' as city, s.billing_address ->> 'state' as state,
           sp.name as "planName", counted.n as "productCount"
    from user_subscriptions us
    ${featuringPlanJoin}
    join profiles s on s.id = us.user_id and s.is_active and s.account_type = 'seller'
    cross join lateral (
      select count(*) as n, max(p.seller_priority) as rank
      from products p where p.seller_id = s.id and p.is_active and ${inCategory}
    ) counted
    where ${subscriptionInForce} and counted.n > 0
    order by counted.rank desc, counted.n desc, s.company_name, s.id
    limit ${FEATURED_SELLERS_SHOWN}`);
  return { sellers: rows.map((row) => ({ ...row, productCount: Number(row.productCount) })) };
}
