import { type SQL, sql } from "drizzle-orm";
import { orders } from "../../db/schema";
import { paidAmountSql, refundedAmount } from "./list-seller-payouts";

/**
 * An order's net payout computed by PostgreSQL, for sums over many orders: exactly domain/payouts.ts payoutFigures
 * (fee = round-half-up(bps × (paid − refunded) / 10000) in integer arithmetic, net = paid − refunded − fee), which
 * a test holds it to.
 */
export const netPayoutSql: SQL<number> = sql<number>`(${paidAmountSql} - ${refundedAmount}) - ((${paidAmountSql} - ${refundedAmount})::bigint * ${orders.platformFeeBasisPoints} * 2 + 10000) / 20000`;
