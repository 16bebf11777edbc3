import { sql } from "drizzle-orm";
import { isOrderStatus } from "@domain/orders";
import type { AdminOverview } from "@domain/schemas/admin-overview";
import type { Executor } from "../../db/client";

const REVENUE_DAYS = 30;

/** GET /api/admin/overview: users, products, revenue (orders not cancelled), orders by status, revenue by India day. */
export async function getAdminOverview(db: Executor): Promise<AdminOverview> {
  const { rows: [users] } = await db.execute<{ total: string; buyers: string; sellers: string }>(sql`
    select count(*) as total,
           count(*) filter (where account_type = 'buyer') as buyers,
           count(*) filter (where account_type = 'seller') as sellers
    from profiles where anonymised_at is null`);
  const { rows: [catalogue] } = await db.execute<{ products: string }>(sql`select count(*) as products from products`);
  const { rows: byStatus } = await db.execute<{ status: string; count: string; revenue: string }>(sql`
    select status, count(*) as count, coalesce(sum(total_amount), 0) as revenue from orders group by status`);
  const { rows: byDay } = await db.execute<{ date: string; revenue: string }>(sql`
    with days as (
      select generate_series(
        (now() at time zone 'Asia/Kolkata')::date - ${REVENUE_DAYS - 1}::int,
        (now() at time zone 'Asia/Kolkata')::date,
        interval '1 day'
      )::date as day
    )
    select to_char(days.day, 'YYYY-MM-DD') as date, coalesce(sum(o.total_amount), 0) as revenue
    from days
    left join orders o on (o.created_at at time zone 'Asia/Kolkata')::date = days.day and o.status <> 'Cancelled'
    group by days.day
    order by days.day`);
  const ordersByStatus = byStatus.flatMap((row) => (isOrderStatus(row.status) ? [{ status: row.status, count: Number(row.count) }] : []));
  return {
    users: { total: Number(users?.total ?? 0), buyers: Number(users?.buyers ?? 0), sellers: Number(users?.sellers ?? 0) },
    products: Number(catalogue?.products ?? 0),
    revenue: byStatus.filter((row) => row.status !== "Cancelled").reduce((sum, row) => sum + Number(row.revenue), 0),
    ordersByStatus,
    revenueByDay: byDay.map((row) => ({ date: row.date, revenue: Number(row.revenue) })),
  };
}
