import { CATEGORY_NAMES } from "@domain/categories";
import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../server/db/client";
import { encodeProductCursor } from "../server/modules/catalog/product-cursor";
import { SEARCH_TERMS } from "./catalogue-vocabulary";

/** Which server a scenario loads: the hello-world, the single-statement stand-in or the app. */
export type Target = "hello" | "stand-in" | "app";
export type Scenario = { name: string; target: Target; nextPath: () => string };

type SampleRow = { id: string; name: string; category: string };

/** Visible products picked at random, so most requests miss the app's response cache and reach the database. */
export async function sampleProducts(handle: DatabaseHandle, count: number): Promise<SampleRow[]> {
  const { rows } = await handle.db.execute<SampleRow>(sql`
    select p.id, p.name, p.category from products p join profiles s on s.id = p.seller_id
    where p.is_active and s.is_active order by random() limit ${count}`);
  return rows;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();

/** The sorts the term buckets use (relevance half the time); the rest are measured on their own. */
const MAIN_SORTS = ["relevance", "relevance", "price_asc", "name_asc"];
const OTHER_SORTS = ["price_desc", "name_desc", "newest", "recommended", "rating"];

/** Searches spread over terms × price ranges × sorts × page sizes, so nearly every request misses the cache. */
function search(name: string, terms: readonly string[], sorts = MAIN_SORTS): Scenario {
  return {
    name,
    target: "app",
    nextPath: () =>
      `/api/public/products?${query({
        q: pick(terms),
        category: Math.random() < 0.25 ? pick(CATEGORY_NAMES) : undefined,
        minPrice: pick([undefined, 10_000, 50_000, 100_000]),
        maxPrice: pick([undefined, 500_000, 1_000_000, 2_000_000]),
        sort: pick(sorts),
        limit: 12 + Math.floor(Math.random() * 37),
      })}`,
  };
}

/**
 * "hot" scenarios repeat one URL (served from the response cache after the first request); the others spread
 * over thousands of URLs: random product ids, listing pages starting at random products, searches with random
 * terms, price ranges, sorts and page sizes.
 */
export function scenarios(sample: SampleRow[]): Scenario[] {
  const hotProduct = sample[0]!.id;
  const randomListing = () => {
    const row = pick(sample);
    const sort = pick(["name_asc", "name_desc"] as const);
    const cursor = encodeProductCursor({ sort, value: row.name, id: row.id });
    return `/api/public/products?${query({ category: row.category, sort, cursor })}`;
  };
  const randomProduct = () => `/api/public/products/${pick(sample).id}`;
  return [
    { name: "hello-world", target: "hello", nextPath: () => "/" },
    { name: "listing, random pages", target: "stand-in", nextPath: randomListing },
    { name: "product detail, random", target: "stand-in", nextPath: randomProduct },
    { name: "listing, first page (hot)", target: "app", nextPath: () => `/api/public/products?${query({ category: "Apparel" })}` },
    { name: "listing, random pages", target: "app", nextPath: randomListing },
    { name: "product detail (hot)", target: "app", nextPath: () => `/api/public/products/${hotProduct}` },
    { name: "product detail, random", target: "app", nextPath: randomProduct },
    // A full page (24 cards, 12 KB of JSON) at every size: "steel bolts" matched nothing among 10,000 products.
    { name: "search (hot)", target: "app", nextPath: () => `/api/public/products?${query({ q: "stainless steel" })}` },
    search("search, specific terms", SEARCH_TERMS.specific),
    search("search, typos (corrected)", SEARCH_TERMS.typos),
    search("search, broad one-word", SEARCH_TERMS.broad),
    search("search, every term by the other sorts", [...SEARCH_TERMS.specific, ...SEARCH_TERMS.typos, ...SEARCH_TERMS.broad], OTHER_SORTS),
  ];
}

/** Paths both the stand-in and the app answer, whose bodies must be equal for the comparison to be fair. */
export function comparedPaths(sample: SampleRow[]): string[] {
  return scenarios(sample.slice(0, 20)).flatMap((scenario) =>
    scenario.target === "stand-in" ? Array.from({ length: 10 }, () => scenario.nextPath()) : [],
  );
}
