import { PGlite } from "@electric-sql/pglite";
import Fastify from "fastify";
import pg from "pg";
import { pgliteExtensions } from "../server/db/client";
import { DEFAULT_POOL_SIZE } from "../server/db/postgres-client";
import { encodeProductCursor, decodeProductCursor } from "../server/modules/catalog/product-cursor";

/**
 * The floor the catalogue API is measured against (issue 16): a bare Fastify server that answers product detail and
 * a category listing page with one SQL statement each, PostgreSQL building the JSON (seller, tiers and media
 * embedded), passed through as text. It serves the same content as the API; the bench checks that.
 */
type Query = (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

async function connect(): Promise<Query> {
  if (process.env.DATABASE_URL) {
    // As many connections as the app opens (DATABASE_POOL_SIZE, or its default), so the two are compared on equal terms.
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE ?? DEFAULT_POOL_SIZE) });
    return async (text, values) => (await pool.query({ name: `s${text.length}`, text, values })).rows;
  }
  const db = await PGlite.create({ dataDir: process.env.DATA_DIR, extensions: pgliteExtensions });
  return async (text, values) => (await db.query<Record<string, unknown>>(text, values)).rows;
}

const card = `'id', p.id, 'name', p.name, 'category', p.category, 'price', p.price, 'listPrice', p.list_price,
  'minOrderQuantity', p.min_order_quantity, 'stock', p.stock,
  'tieredPricing', (select coalesce(json_agg(t order by t.quantity), '[]') from jsonb_to_recordset(p.tiered_pricing) t(quantity int, price bigint)),
  'seller', json_build_object('id', s.id, 'companyName', s.company_name, 'isVerified', s.is_verified),
  'rating', json_build_object('averageTenths', (p.rating_key / 1000000)::int,
    'count', p.rating_counts[1] + p.rating_counts[2] + p.rating_counts[3] + p.rating_counts[4] + p.rating_counts[5])`;

const DETAIL = `select json_build_object(${card}, 'description', p.description, 'isActive', p.is_active,
    'createdAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updatedAt', to_char(p.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'media', (select coalesce(json_agg(json_build_object('id', m.id, 'mediaUrl', m.media_url, 'mediaType', m.media_type,
      'displayOrder', m.display_order) order by m.display_order, m.id), '[]') from product_media m where m.product_id = p.id))::text as body
  from products p join profiles s on s.id = p.seller_id where p.id = $1 and p.is_active and s.is_active`;

const page = (direction: "asc" | "desc", comparison: ">" | "<") => `
  select coalesce(json_agg(x.card order by x.n) filter (where x.n <= $4), '[]')::text as items,
         max(x.name) filter (where x.n = $4) as last_name, max(x.id::text) filter (where x.n = $4) as last_id, count(*) as found
  from (
    select p.id, p.name, row_number() over (order by p.name ${direction}, p.id ${direction}) as n, json_build_object(${card},
      'thumbnail', (select json_build_object('mediaUrl', m.media_url, 'mediaType', m.media_type) from product_media m
                    where m.product_id = p.id order by m.display_order, m.id limit 1)) as card
    from products p join profiles s on s.id = p.seller_id
    where p.is_active and s.is_active and p.category = $1 and (p.name, p.id) ${comparison} ($2, $3::uuid)
    order by p.name ${direction}, p.id ${direction} limit $4 + 1) x`;
const PAGES = { name_asc: page("asc", ">"), name_desc: page("desc", "<") };

const query = await connect();
const app = Fastify({ logger: false });
app.get("/health", async () => ({ ok: true }));
app.get<{ Params: { id: string } }>("/api/public/products/:id", async (request, reply) => {
  const [row] = await query(DETAIL, [request.params.id]);
  if (!row) return reply.code(404).send({ error: { code: "PRODUCT_NOT_FOUND", message: "Product not found" } });
  return reply.type("application/json; charset=utf-8").send(row.body);
});
app.get<{ Querystring: { category: string; sort: "name_asc" | "name_desc"; cursor: string } }>(
  "/api/public/products",
  async (request, reply) => {
    const { category, sort, cursor } = request.query;
    const after = decodeProductCursor(cursor, sort);
    const limit = 24;
    const [row] = await query(PAGES[sort], [category, after.value, after.id, limit]);
    const next = Number(row!.found) > limit ? encodeProductCursor({ sort, value: String(row!.last_name), id: String(row!.last_id) }) : null;
    return reply.type("application/json; charset=utf-8").send(`{"items":${String(row!.items)},"nextCursor":${JSON.stringify(next)}}`);
  },
);
await app.listen({ host: "127.0.0.1", port: Number(process.env.PORT ?? 3992) });
