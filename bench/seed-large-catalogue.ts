import { CATEGORIES } from "@domain/categories";
import { sql } from "drizzle-orm";
import type { Database } from "../server/db/client";
import { ADJECTIVES, BRANDS, CITIES, NOUNS, VARIANTS, sqlTextArray } from "./catalogue-vocabulary";

export type LargeCatalogueSize = { products: number; sellers: number };

const CHUNK = 100_000;

/**
 * Fills a migrated database with `sellers` seller accounts and `products` products (one image each) in bulk
 * INSERT … SELECT generate_series statements, then vacuums and analyses the tables. Deterministic: the same size gives the
 * same names, prices and tiers (pseudo-random via hashint4), with 5% inactive products and 2% inactive sellers.
 */
export async function seedLargeCatalogue(db: Database, size: LargeCatalogueSize, log = console.log) {
  const started = Date.now();
  await db.execute(sql`
    insert into "user" (id, name, email, email_verified)
    select gen_random_uuid(), 'Bench Seller ' || g, 'bench-seller-' || g || '@bench.test', true
    from generate_series(1, ${size.sellers}) g`);
  await db.execute(sql`
    insert into profiles (id, account_type, is_verified, is_active, company_name, contact_person, business_subtype)
    select u.id, 'seller', (abs(hashint4(g)) % 3) <> 0, (abs(hashint4(g + 7)) % 50) <> 0,
           (${sql.raw(sqlTextArray(BRANDS))})[1 + abs(hashint4(g)) % ${BRANDS.length}] || ' Traders ' || g,
           'Bench Seller ' || g, 'wholesaler'
    from generate_series(1, ${size.sellers}) g
    join "user" u on u.email = 'bench-seller-' || g || '@bench.test'`);
  await db.execute(sql`drop table if exists bench_sellers`);
  await db.execute(sql`
    create table bench_sellers as
    select (row_number() over (order by p.id))::int - 1 as n, p.id from profiles p where p.account_type = 'seller'`);
  await db.execute(sql`create unique index on bench_sellers (n)`);
  await db.execute(sql`drop table if exists bench_vocabulary`);
  await db.execute(sql`create table bench_vocabulary (idx int primary key, category text, slug text, nouns text[])`);
  for (const [idx, category] of CATEGORIES.entries()) {
    await db.execute(sql`insert into bench_vocabulary values
      (${idx}, ${category.name}, ${category.slug}, ${sql.raw(sqlTextArray(NOUNS[category.name]))})`);
  }
  log(`  sellers ready (${Date.now() - started} ms)`);

  const searchIndexes = await dropSearchIndexes(db);
  for (let from = 1; from <= size.products; from += CHUNK) {
    const to = Math.min(size.products, from + CHUNK - 1);
    await db.execute(sql`
      with numbered as (
        select g,
               abs(hashint4(g)) as h1, abs(hashint4(g + 1000003)) as h2, abs(hashint4(g + 2000003)) as h3,
               (abs(hashint4(g + 3000003)) % 200000 + 1000)::bigint as base
        from generate_series(${from}::int, ${to}::int) g
      ), rows as (
        select n.*, v.category, v.slug,
               v.nouns[1 + n.h1 % array_length(v.nouns, 1)] as noun,
               (${sql.raw(sqlTextArray(ADJECTIVES))})[1 + n.h2 % ${ADJECTIVES.length}] as adjective,
               (${sql.raw(sqlTextArray(BRANDS))})[1 + n.h3 % ${BRANDS.length}] as brand,
               (${sql.raw(sqlTextArray(VARIANTS))})[1 + (n.h1 / 7) % ${VARIANTS.length}] as variant,
               (${sql.raw(sqlTextArray(CITIES))})[1 + (n.h2 / 7) % ${CITIES.length}] as city,
               (array[1, 5, 10, 20, 50, 100])[1 + (n.h3 / 11) % 6] as moq
        from numbered n join bench_vocabulary v on v.idx = n.g % ${CATEGORIES.length}
      ), inserted as (
        insert into products (seller_id, name, description, price, category, stock, is_active, min_order_quantity, tiered_pricing,
          hsn_code, gst_rate_basis_points, created_at)
        select s.id,
               r.brand || ' ' || r.adjective || ' ' || r.noun || ' (' || r.variant || ')',
               r.adjective || ' ' || lower(r.noun) || ' made in ' || r.city || ', ' || lower(r.variant) || '. '
                 || 'Wholesale supply with GST invoice; bulk discounts from ' || (r.moq * 5) || ' units.',
               case when r.h1 % 20 = 1 then 0 else r.base end,
               r.category,
               (r.h2 % 5000) + r.moq,
               r.h3 % 20 <> 0,
               r.moq,
               case when r.h1 % 5 = 0 then '[]'::jsonb else jsonb_build_array(
                 jsonb_build_object('quantity', r.moq * 5, 'price', r.base * 92 / 100),
                 jsonb_build_object('quantity', r.moq * 20, 'price', r.base * 85 / 100)) end,
               '3926', 1800,
               now() - (r.g % 100000) * interval '1 minute'
        from rows r join bench_sellers s on s.n = (r.h2 / 13) % ${size.sellers}
        returning id, category
      )
      insert into product_media (product_id, media_url, media_type, display_order)
      select i.id, '/images/products/' || v.slug || '-' || (1 + abs(hashint4(hashtext(i.id::text))) % 4) || '.svg', 'image', 0
      from inserted i join bench_vocabulary v on v.category = i.category`);
    log(`  products ${to.toLocaleString("en-IN")} / ${size.products.toLocaleString("en-IN")} (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  for (const definition of searchIndexes) await db.execute(sql.raw(definition));
  log(`  search indexes built again (${Math.round((Date.now() - started) / 1000)} s)`);
  // Vacuumed as autovacuum would leave a settled table: hint bits set, visibility map complete, statistics.
  await db.execute(sql`vacuum analyze`);
  log(`  seeded in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * Drops the indexes of the search table and its posting lists that back no constraint, and returns their definitions.
 * Kept row by row, as the triggers fill the tables, they slowed a 1M seed to 8 minutes and more (rum above all);
 * built once at the end they take about a minute.
 */
async function dropSearchIndexes(db: Database): Promise<string[]> {
  const { rows } = await db.execute<{ name: string; definition: string }>(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = current_schema() and i.tablename in ('product_search', 'product_search_postings')
      and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(i.indexname))::regclass)`);
  for (const { name } of rows) await db.execute(sql.raw(`drop index ${name}`));
  return rows.map((row) => row.definition);
}
