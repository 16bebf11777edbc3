import { Readable } from "node:stream";
import { type AnyColumn, and, asc, count, eq, exists, gt, type SQL, sql } from "drizzle-orm";
import { CATEGORY_NAMES, categoryPath } from "@domain/categories";
import { LANGUAGE_LOCALES, LANGUAGES, localisedPath } from "@domain/languages";
import { LEGAL_PAGES } from "@domain/legal-pages";
import type { Executor } from "../db/client";
import { products, profiles } from "../db/schema";

/** The sitemap protocol's limit of URLs in one file. */
const URLS_PER_FILE = 50_000;
/** Pages (products, sellers) in one file: each is listed once per language. */
export const SITEMAP_CHUNK_SIZE = URLS_PER_FILE / LANGUAGES.length;
const BATCH = 2_000;

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const URLSET_NS = `${NS} xmlns:xhtml="http://www.w3.org/1999/xhtml"`;

/**
 * A page's `<url>` in each language, each naming all of them (and English as `x-default`), as search engines read
 * the languages of a page from a sitemap.
 */
function urlsInEveryLanguage(origin: string, path: string, lastmod?: string): string {
  const links = [
    ...LANGUAGES.map((language) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_LOCALES[language]}" href="${escapeXml(`${origin}${localisedPath(path, language)}`)}"/>`),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(`${origin}${path}`)}"/>`,
  ].join("");
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : "";
  return LANGUAGES.map((language) => `  <url><loc>${escapeXml(`${origin}${localisedPath(path, language)}`)}</loc>${modified}${links}</url>\n`).join("");
}

/** A product a visitor can open: active, of an active seller. */
const visible = and(eq(products.isActive, true), eq(profiles.isActive, true));

async function visibleProductCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).innerJoin(profiles, eq(profiles.id, products.sellerId)).where(visible);
  return row?.n ?? 0;
}

/** A seller whose profile page a visitor can open (get-public-seller.ts), with at least one product on sale. */
const listedSeller = and(
  eq(profiles.accountType, "seller"),
  eq(profiles.isActive, true),
  eq(profiles.isAdmin, false),
  exists(sql`(select 1 from products p where p.seller_id = ${profiles.id} and p.is_active)`),
);

async function listedSellerCount(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles).where(listedSeller);
  return row?.n ?? 0;
}

const numbered = (name: string, total: number) => Array.from({ length: Math.ceil(total / SITEMAP_CHUNK_SIZE) }, (_, index) => `${name}-${index + 1}`);

/** /sitemap.xml: the fixed pages, one products file per 25,000 products and one sellers file per 25,000 sellers (50,000 addresses each). */
export async function sitemapIndex(db: Executor, origin: string): Promise<string> {
  const files = ["pages", ...numbered("products", await visibleProductCount(db)), ...numbered("sellers", await listedSellerCount(db))];
  return `${XML_HEAD}<sitemapindex ${NS}>\n${files.map((file) => `  <sitemap><loc>${escapeXml(`${origin}/sitemaps/${file}.xml`)}</loc></sitemap>`).join("\n")}\n</sitemapindex>\n`;
}

/** /sitemaps/pages.xml: the landing page, the marketplace, every category, the information and legal pages, in each language. */
export function pagesSitemap(origin: string): string {
  const paths = ["/", "/products", ...CATEGORY_NAMES.map(categoryPath), "/subscription", "/about", "/contact", ...LEGAL_PAGES.map((page) => page.path)];
  return `${XML_HEAD}<urlset ${URLSET_NS}>\n${paths.map((path) => urlsInEveryLanguage(origin, path)).join("")}</urlset>\n`;
}

type SitemapEntry = { id: string; lastmod?: string };
/** One batch of entries in id order within `bound` (after the last id sent, or from the file's first id). */
type BatchReader = (bound: SQL, limit: number) => Promise<SitemapEntry[]>;

/**
 * The N-th file of 25,000 pages (each in every language) in id order, streamed in batches by keyset so that no more than a batch is ever in
 * memory; undefined past the last file. `firstId` finds the file's first id (by offset, once).
 */
async function streamedUrlset(
  firstId: (offset: number) => Promise<string | undefined>,
  idColumn: AnyColumn,
  readBatch: BatchReader,
  origin: string,
  pagePath: (entry: SitemapEntry) => string,
  chunk: number,
): Promise<Readable | undefined> {
  const first = await firstId((chunk - 1) * SITEMAP_CHUNK_SIZE);
  if (!first) return undefined;
  async function* lines() {
    yield `${XML_HEAD}<urlset ${URLSET_NS}>\n`;
    let emitted = 0;
    let after: string | undefined;
    while (emitted < SITEMAP_CHUNK_SIZE) {
      const rows = await readBatch(after ? gt(idColumn, after) : sql`${idColumn} >= ${first}`, Math.min(BATCH, SITEMAP_CHUNK_SIZE - emitted));
      if (rows.length === 0) break;
      yield rows.map((row) => urlsInEveryLanguage(origin, pagePath(row), row.lastmod)).join("");
      emitted += rows.length;
      after = rows.at(-1)!.id;
    }
    yield "</urlset>\n";
  }
  return Readable.from(lines());
}

/** /sitemaps/products-N.xml: the N-th run of 25,000 visible products (50,000 addresses) in id order, with `lastmod` from updated_at. */
export function productsSitemap(db: Executor, origin: string, chunk: number): Promise<Readable | undefined> {
  return streamedUrlset(
    async (offset) =>
      (await db.select({ id: products.id }).from(products).innerJoin(profiles, eq(profiles.id, products.sellerId)).where(visible).orderBy(asc(products.id)).offset(offset).limit(1))[0]?.id,
    products.id,
    (bound, limit) =>
      db
        .select({ id: products.id, lastmod: sql<string>`to_char(${products.updatedAt} at time zone 'UTC', 'YYYY-MM-DD')` })
        .from(products)
        .innerJoin(profiles, eq(profiles.id, products.sellerId))
        .where(and(visible, bound))
        .orderBy(asc(products.id))
        .limit(limit),
    origin,
    (row) => `/product/${row.id}`,
    chunk,
  );
}

/** /sitemaps/sellers-N.xml: the N-th run of 25,000 listed sellers' profile pages (50,000 addresses) in id order. */
export function sellersSitemap(db: Executor, origin: string, chunk: number): Promise<Readable | undefined> {
  const sellers = (where: SQL | undefined) => db.select({ id: profiles.id }).from(profiles).where(where).orderBy(asc(profiles.id));
  return streamedUrlset(
    async (offset) => (await sellers(listedSeller).offset(offset).limit(1))[0]?.id,
    profiles.id,
    (bound, limit) => sellers(and(listedSeller, bound)).limit(limit),
    origin,
    (row) => `/seller/${row.id}`,
    chunk,
  );
}

/** /robots.txt: everything public may be crawled; dashboards, cart, checkout, payment pages and the API may not. */
export function robotsTxt(origin: string): string {
  const privatePaths = ["/buyer-dashboard", "/seller-dashboard", "/admin-dashboard", "/cart", "/checkout", "/payment-", "/account/"];
  const disallowed = ["/api/", ...LANGUAGES.flatMap((language) => privatePaths.map((path) => localisedPath(path, language))), "/dev/", "/simulator/"];
  return `User-agent: *\n${disallowed.map((path) => `Disallow: ${path}`).join("\n")}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
