import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { migrate } from "../migrate";
import { openPostgres } from "../postgres-client";
import { copyTable } from "./copy-table";
import { setSequences } from "./set-sequences";
import { type SqlSession, useCanonicalOutput } from "./sql-session";
import { type TableFigures, tableFigures } from "./table-checksum";
import { planTables } from "./table-plan";

export class MoveRefused extends Error {}

export type TableReport = { table: string; copied: number; source: TableFigures; target: TableFigures; matches: boolean };
export type MoveReport = { tables: TableReport[]; sequences: string[]; ok: boolean };

/** Anything but the system schemas: a fresh `CREATE DATABASE` has nothing else. */
async function assertEmpty(target: SqlSession) {
  const { rows } = await target.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast') and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'
     order by c.relkind <> 'r', 1 limit 5`,
  );
  if (rows.length) throw new MoveRefused(`The target database is not empty (it has ${rows.map((r) => r.name).join(", ")}…). Create an empty one: createdb <name>.`);
}

/**
 * Copies every table of a migrated PGlite database into an empty PostgreSQL database (ADR 35):
 * 1. refuses a target with any table in it, then gives it the schema by the app's own migrations;
 * 2. copies each table's rows, parents first, in ONE transaction with `session_replication_role = replica`, so no
 *    user trigger fires: the tables that triggers keep (product_search, its postings, search_words, rating counts,
 *    seller ratings, helpful counts) are copied as they are, never counted a second time; generated columns are left
 *    to the target to compute;
 * 3. sets every serial sequence past the copied rows; commits;
 * 4. compares each table's row count and checksum on both sides.
 * A failure before the commit leaves the target with its schema and no rows.
 */
export async function moveDatabase(source: PGlite, targetUrl: string, log: (line: string) => void = () => {}): Promise<MoveReport> {
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    await assertEmpty(target);
    const schemaHandle = openPostgres(targetUrl, { poolSize: 1 });
    try {
      await migrate(schemaHandle);
    } finally {
      await schemaHandle.close();
    }
    log("schema: migrations applied to the target");

    await useCanonicalOutput(source);
    await useCanonicalOutput(target);
    const plans = await planTables(source);
    const targetPlans = new Map((await planTables(target)).map((plan) => [plan.name, plan.columns.join(",")]));
    const different = plans.filter((plan) => targetPlans.get(plan.name) !== plan.columns.join(","));
    if (different.length) throw new MoveRefused(`The source and the target schemas differ (${different.map((p) => p.name).join(", ")}): migrate the source first.`);

    const copied = new Map<string, number>();
    let sequences: string[] = [];
    await target.query("begin");
    try {
      await target.query("set local session_replication_role = replica").catch((error: unknown) => {
        throw new MoveRefused(`The target role cannot switch triggers off (session_replication_role needs a superuser): ${(error as Error).message}`);
      });
      for (const plan of plans) {
        const rows = await copyTable(source, target, plan);
        copied.set(plan.name, rows);
        if (rows) log(`copied ${plan.name}: ${rows} rows`);
      }
      sequences = await setSequences(target);
      await target.query("commit");
    } catch (error) {
      await target.query("rollback").catch(() => {});
      throw error;
    }
    log(`sequences: ${sequences.join(", ") || "none"}`);

    const tables: TableReport[] = [];
    for (const plan of plans) {
      const [sourceFigures, targetFigures] = [await tableFigures(source, plan), await tableFigures(target, plan)];
      const matches = sourceFigures.rows === targetFigures.rows && sourceFigures.checksum === targetFigures.checksum;
      tables.push({ table: plan.name, copied: copied.get(plan.name) ?? 0, source: sourceFigures, target: targetFigures, matches });
    }
    return { tables, sequences, ok: tables.every((table) => table.matches) };
  } finally {
    await target.end();
  }
}
