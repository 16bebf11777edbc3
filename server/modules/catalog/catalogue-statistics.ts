import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client";

/** What the search reads of the planner's statistics on products (kept by ANALYZE and autovacuum). */
export type CatalogueStatistics = {
  /** About how many products there are; undefined before the table was first analysed. */
  products: number | undefined;
  /** Quantiles of product names (pg_stats.histogram_bounds), about 1% of the products apart; may be empty. */
  nameBounds: string[];
};

const REFRESH_MS = 60_000;
const cache = new WeakMap<Executor, { at: number; statistics: Promise<CatalogueStatistics> }>();

/** The statistics, read at most once a minute per database. */
export function catalogueStatistics(db: Executor): Promise<CatalogueStatistics> {
  const cached = cache.get(db);
  if (cached && Date.now() - cached.at < REFRESH_MS) return cached.statistics;
  const statistics = readStatistics(db);
  cache.set(db, { at: Date.now(), statistics });
  statistics.catch(() => cache.delete(db));
  return statistics;
}

async function readStatistics(db: Executor): Promise<CatalogueStatistics> {
  const { rows } = await db.execute<{ products: number; bounds: string[] | null }>(sql`
    select c.reltuples::float8 as products,
           (select s.histogram_bounds::text::text[] from pg_stats s
            where s.schemaname = n.nspname and s.tablename = 'products' and s.attname = 'name') as bounds
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.oid = 'products'::regclass`);
  const row = rows[0];
  return {
    products: row && Number(row.products) >= 0 ? Number(row.products) : undefined,
    nameBounds: row?.bounds ?? [],
  };
}
