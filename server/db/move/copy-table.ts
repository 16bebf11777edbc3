import { columnList, type TablePlan } from "./table-plan";
import { ident, type SqlSession } from "./sql-session";

/** Rows per round trip: small enough for a batch of outbox emails with attachments (512 KB each at most). */
const BATCH_ROWS = 200;

/**
 * Copies one table's rows as JSON (json_agg on the source, json_populate_recordset on the target, so every type
 * goes through its own text form), a batch at a time in physical order; the source is not being written (its data
 * folder is locked by the move), so that order is stable between batches. Returns the rows copied.
 */
export async function copyTable(source: SqlSession, target: SqlSession, plan: TablePlan): Promise<number> {
  const columns = columnList(plan);
  const overriding = plan.hasAlwaysIdentity ? "overriding system value" : "";
  let copied = 0;
  for (;;) {
    const { rows } = await source.query<{ batch: string | null; n: number }>(
      `select json_agg(t)::text as batch, count(*)::int as n from (select ${columns} from ${ident(plan.name)} order by ctid limit ${BATCH_ROWS} offset ${copied}) t`,
    );
    const { batch, n } = rows[0]!;
    if (!batch || n === 0) return copied;
    await target.query(
      `insert into ${ident(plan.name)} (${columns}) ${overriding} select ${columns} from json_populate_recordset(null::${ident(plan.name)}, $1::json)`,
      [batch],
    );
    copied += n;
    if (n < BATCH_ROWS) return copied;
  }
}
