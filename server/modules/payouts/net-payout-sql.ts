import { type SQL, sql } from "drizzle-orm";
import { orders } from "../../db/schema";
import { refundedAmount } from "./list-seller-payouts";

/**
 * An order's net payout computed by PostgreSQL, for sums over many orders: exactly domain/payouts.ts payoutFigures
 * (fee = round-half-up(bps × (total − refunded) / 10000) in integer arithmetic, net = total − refunded − fee), which
 * a test holds it to.
 */
export const netPayoutSql: SQL<number> = sql<number>`(${orders.totalAmount} - ${refundedAmount}) - ((${orders.totalAmount} - ${refundedAmount})::bigint * ${orders.platformFeeBasisPoints} * 2 + 10000) / 20000`;
