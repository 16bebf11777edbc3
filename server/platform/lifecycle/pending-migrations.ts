import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { migrationsFolder } from "../../db/migrate";

type Journal = { entries: { tag: string; when: number }[] };

let bundled: Journal["entries"] | undefined;

/** The migrations this build carries, from drizzle-kit's journal (read once). */
function bundledMigrations(): Journal["entries"] {
  bundled ??= (JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Journal).entries;
  return bundled;
}

/**
 * The bundled migrations the database has not applied, by the rule drizzle's migrator itself follows: a migration
 * is applied when its journal time is not after the newest `created_at` in drizzle.__drizzle_migrations. A
 * database without that table has applied none.
 */
export async function pendingMigrations(db: Executor): Promise<string[]> {
  let newest = 0;
  try {
    const { rows } = await db.execute<{ newest: string | null }>(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
    newest = Number(rows[0]?.newest ?? 0);
  } catch (error) {
    if ((error as { code?: string }).code !== "42P01" && (error as { cause?: { code?: string } }).cause?.code !== "42P01") throw error;
  }
  return bundledMigrations()
    .filter((migration) => migration.when > newest)
    .map((migration) => migration.tag);
}
