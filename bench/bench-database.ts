import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import pg from "pg";
import { type DatabaseHandle, openPglite } from "../server/db/client";
import { openPostgres } from "../server/db/postgres-client";
import { migrate } from "../server/db/migrate";
import { seedReferenceData } from "../server/db/seed/reference-data";
import { type LargeCatalogueSize, seedLargeCatalogue } from "./seed-large-catalogue";

const dataRoot = fileURLToPath(new URL("./.data", import.meta.url));

/** Where one catalogue size lives: a PGlite folder under bench/.data, or a database of its own on PostgreSQL. */
export type BenchDatabase = {
  label: string;
  /** Environment for server/main.ts to use this database. */
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
};

export function benchDatabase(size: LargeCatalogueSize): BenchDatabase {
  const baseUrl = process.env.BENCH_DATABASE_URL;
  if (baseUrl) {
    const url = new URL(baseUrl);
    url.pathname = `/bench_catalogue_${size.products}`;
    return {
      label: `PostgreSQL ${url.host}${url.pathname}`,
      env: { DATABASE_URL: url.toString() },
      async open() {
        await createDatabaseIfMissing(baseUrl, url.pathname.slice(1));
        return openPostgres(url.toString());
      },
    };
  }
  const dataDir = path.join(dataRoot, `pglite-${size.products}`);
  return {
    label: `PGlite ${path.relative(process.cwd(), dataDir)}`,
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    open: async () => {
      fs.mkdirSync(dataDir, { recursive: true });
      return openPglite({ dataDir });
    },
  };
}

async function createDatabaseIfMissing(baseUrl: string, name: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name]);
    if (!rowCount) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/** Migrates and, unless it already holds this many products, seeds the large catalogue. */
export async function prepareBenchDatabase(target: BenchDatabase, size: LargeCatalogueSize) {
  const handle = await target.open();
  try {
    if (handle.kind === "postgres") await handle.db.execute(sql`create extension if not exists pg_trgm`);
    await migrate(handle);
    await seedReferenceData(handle.db);
    const [row] = (await handle.db.execute<{ n: number }>(sql`select count(*)::int as n from products`)).rows;
    if (row?.n === size.products) {
      // New migrations may have added indexes on expressions, whose statistics only ANALYZE gathers.
      await handle.db.execute(sql`analyze products`);
      console.log(`  ${target.label}: already holds ${size.products.toLocaleString("en-IN")} products`);
      return;
    }
    if (row && row.n > 0) throw new Error(`${target.label} holds ${row.n} products, not ${size.products}: delete it first`);
    console.log(`  seeding ${target.label}`);
    await seedLargeCatalogue(handle.db, size);
  } finally {
    await handle.close();
  }
}
