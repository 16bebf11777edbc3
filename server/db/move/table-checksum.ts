import { columnList, type TablePlan } from "./table-plan";
import { ident, type SqlSession } from "./sql-session";

export type TableFigures = { rows: number; checksum: string };

/**
 * A table's row count and a checksum of its copied columns: the md5 of every row's text, sorted (in byte order, so
 * neither side's collation nor the physical order matters) and hashed together. Both sides use canonical output
 * settings (useCanonicalOutput), so equal rows give equal text.
 */
export async function tableFigures(session: SqlSession, plan: TablePlan): Promise<TableFigures> {
  const { rows } = await session.query<{ rows: string | number; checksum: string }>(
    `select count(*)::text as rows, md5(coalesce(string_agg(h, '' order by h collate "C"), '')) as checksum
     from (select md5(row(${columnList(plan)})::text) as h from ${ident(plan.name)}) hashed`,
  );
  return { rows: Number(rows[0]!.rows), checksum: rows[0]!.checksum };
}
