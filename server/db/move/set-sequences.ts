import { ident, type SqlSession } from "./sql-session";

/**
 * Moves every column-owned sequence (bigserial audit_log.id and the like) past the largest value copied, so the
 * next insert on the target does not collide with a copied row. Answers "table.column = next value" lines.
 */
export async function setSequences(target: SqlSession): Promise<string[]> {
  const { rows } = await target.query<{ table_name: string; column_name: string; sequence: string }>(
    `select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence
     from information_schema.columns
     where table_schema = 'public' and pg_get_serial_sequence(quote_ident(table_name), column_name) is not null
     order by table_name, column_name`,
  );
  const done: string[] = [];
  for (const { table_name, column_name, sequence } of rows) {
    const column = ident(column_name);
    const { rows: set } = await target.query<{ next: string }>(
      `select setval($1, coalesce((select max(${column}) from ${ident(table_name)}), 0) + 1, false)::text as next`,
      [sequence],
    );
    done.push(`${table_name}.${column_name} = ${set[0]!.next}`);
  }
  return done;
}
