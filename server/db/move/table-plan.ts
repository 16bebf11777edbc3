import { ident, type SqlSession } from "./sql-session";

export type TablePlan = {
  name: string;
  /** The columns whose values are copied: all but the generated ones, which the target computes itself. */
  columns: string[];
  /** GENERATED ALWAYS AS IDENTITY columns are written only with OVERRIDING SYSTEM VALUE. */
  hasAlwaysIdentity: boolean;
};

/** The tables of the public schema, parents before children (foreign keys), ties in name order. */
export async function planTables(session: SqlSession): Promise<TablePlan[]> {
  const { rows: tables } = await session.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  const { rows: links } = await session.query<{ child: string; parent: string }>(
    `select child.relname as child, parent.relname as parent from pg_constraint f
     join pg_class child on child.oid = f.conrelid join pg_class parent on parent.oid = f.confrelid
     join pg_namespace n on n.oid = f.connamespace
     where f.contype = 'f' and n.nspname = 'public' and f.conrelid <> f.confrelid`,
  );
  const { rows: columns } = await session.query<{ table_name: string; column_name: string; is_generated: string; identity_generation: string | null }>(
    `select table_name, column_name, is_generated, identity_generation from information_schema.columns
     where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const plans = new Map<string, TablePlan>(tables.map(({ name }) => [name, { name, columns: [], hasAlwaysIdentity: false }]));
  for (const column of columns) {
    const plan = plans.get(column.table_name);
    if (!plan || column.is_generated === "ALWAYS") continue;
    plan.columns.push(column.column_name);
    if (column.identity_generation === "ALWAYS") plan.hasAlwaysIdentity = true;
  }
  return dependencyOrder([...plans.keys()], links).map((name) => plans.get(name)!);
}

/** Kahn's order: a table comes after every table it references; a cycle (none today) keeps name order. */
export function dependencyOrder(names: string[], links: { child: string; parent: string }[]): string[] {
  const parentsOf = new Map(names.map((name) => [name, new Set<string>()]));
  for (const { child, parent } of links) if (parentsOf.has(child) && parentsOf.has(parent)) parentsOf.get(child)!.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < names.length) {
    const ready = names.filter((name) => !placed.has(name) && [...parentsOf.get(name)!].every((parent) => placed.has(parent)));
    const next = ready.length ? ready : names.filter((name) => !placed.has(name)).slice(0, 1);
    for (const name of next) {
      ordered.push(name);
      placed.add(name);
    }
  }
  return ordered;
}

export const columnList = (plan: TablePlan) => plan.columns.map(ident).join(", ");
