import { type SQL, sql } from "drizzle-orm";
import { outerColumn } from "../../db/outer-column";
import { orders } from "../../db/schema";
import { netTaxableValueSql, paidAmountSql, refundedAmount } from "./payout-amounts-sql";

/** round-half-up(amount × basis points / 10000) in integer arithmetic, as domain/payout-deductions.ts basisPointsOf. */
const basisPointsOfSql = (amount: SQL, basisPoints: SQL) => sql`(${amount} * ${basisPoints} * 2 + 10000) / 20000`;

/**
 * An order's net payout computed by PostgreSQL, for sums over many orders: exactly domain/payout-deductions.ts
 * orderPayoutDeductions, which net-payout-sql.test.ts holds it to. Innermost, gross (paid − refunded) and the net
 * taxable value (never below 0), each read once; then, one select each and in the domain's order, the fee, GST on the
 * fee, TCS and TDS, each at its rate snapshotted on the order and capped with least() at what is left.
 */
export const netPayoutSql: SQL<number> = sql<number>`(
  select t.gross - t.fee - t.fee_gst - t.tcs - least(t.gross - t.fee - t.fee_gst - t.tcs, ${basisPointsOfSql(sql`t.gross`, outerColumn(orders.tdsBasisPoints))})
  from (
    select g.*, least(g.gross - g.fee - g.fee_gst, ${basisPointsOfSql(sql`g.taxable`, outerColumn(orders.tcsBasisPoints))}) as tcs
    from (
      select f.*, least(f.gross - f.fee, ${basisPointsOfSql(sql`f.fee`, outerColumn(orders.feeGstBasisPoints))}) as fee_gst
      from (
        select base.*, least(base.gross, ${basisPointsOfSql(sql`base.gross`, outerColumn(orders.platformFeeBasisPoints))}) as fee
        from (select (${paidAmountSql} - ${refundedAmount})::bigint as gross, greatest(0, ${netTaxableValueSql})::bigint as taxable) as base
      ) as f
    ) as g
  ) as t
)`.mapWith(Number);
