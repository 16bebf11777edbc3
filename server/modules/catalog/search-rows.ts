import type { ProductSort } from "@domain/catalog";
import type { ProductListFilters } from "@domain/schemas/catalog";
import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import type { ProductCursor, RelevanceTier } from "./product-cursor";
import { nameWindows } from "./name-windows";
import { type ProductSearch, categoryTsquery, searchConditions } from "./product-search";
import { type KeyPosition, type SortKey, aliasColumns, sortKey } from "./product-sort-keys";
import {
  SEARCH_LIMITS,
  type SearchLimits,
  type SearchSegment,
  type SegmentRow,
  segmentRows,
  sellerIsActive,
  sellerIsVerified,
  walkRows,
} from "./search-segment";

export type SearchRow = SegmentRow & { tier?: RelevanceTier };

type SearchRowsRequest = {
  filters: ProductListFilters;
  sort: ProductSort;
  /** How many rows to return at most: the page size and one more, to know whether another page follows. */
  want: number;
  cursor: ProductCursor | undefined;
  search: ProductSearch;
};

/**
 * The ids (and sort values) of the next `want` visible products matching a search, in the page's order.
 * Relevance (ADR 11) is two tiers: products with every word of the term in the name, then the other matches
 * (words in the category or description); within each tier the sellers with a higher plan search priority first,
 * then newest first. The other sorts are one run in their order.
 */
export async function searchRows(
  db: Executor,
  { filters, sort, want, cursor, search }: SearchRowsRequest,
  limits: SearchLimits = SEARCH_LIMITS,
): Promise<SearchRow[]> {
  const conditions = searchConditions(search.tsquery, filters.category && categoryTsquery(filters.category));
  const { inText, inTextIndexed, inTextUnindexed, inName, inNameIndexed } = conditions;
  const domain = searchDomain(filters);
  if (sort !== "relevance") {
    const windows = sort.startsWith("name") ? await nameWindows(db, sort === "name_asc" ? "asc" : "desc") : undefined;
    const segment: SearchSegment = {
      filter: inText,
      indexed: inTextIndexed,
      key: sortKey(sort, aliasColumns),
      ...(windows ? { windows } : {}),
    };
    // Creation order follows the table's physical order; name and price orders are random page reads.
    const walk = sort === "newest" ? limits.physicalWalk : limits.randomWalk;
    return segmentRows(db, segment, domain, cursor, want, { walk, limits });
  }

  // Each tier is read in creation order, where walking the index is cheap (neighbouring rows share pages).
  const key = sortKey("ranked_newest", aliasColumns);
  const tiers: Record<RelevanceTier, SearchSegment> = {
    // Without a category the name's own index finds the first tier alone (no second scan of the text index).
    1: {
      filter: sql`${inText} and ${inName}`,
      indexed: sql`${inNameIndexed} and ${filters.category === undefined ? inTextUnindexed : inTextIndexed}`,
      key,
    },
    2: { filter: sql`${inText} and not (${inName})`, indexed: sql`${inTextIndexed} and not (${inName})`, key },
  };
  // A first short walk of the first tier tells a common term (it finds a few) from a rarer one, whose whole
  // relevance order one query may then collect and sort.
  const firstWalk =
    cursor?.tier === 2 ? undefined : await walkRows(db, tiers[1], domain, cursor, want, limits.physicalWalk.first);
  if (firstWalk && firstWalk.rows.length < Math.min(limits.densitySample, want) && !firstWalk.complete) {
    const few = await fewRelevanceRows(db, {
      inTextIndexed,
      inName,
      key,
      domain,
      cursor,
      want,
      most: limits.probeRows,
    });
    if (few !== undefined) return few;
  }

  const rows: SearchRow[] = [];
  for (const tier of [1, 2] as const) {
    if (cursor?.tier !== undefined && tier < cursor.tier) continue;
    const after = cursor?.tier === tier ? cursor : undefined;
    const found = await segmentRows(db, tiers[tier], domain, after, want - rows.length, {
      walk: limits.physicalWalk,
      limits,
      ...(tier === 1 && firstWalk ? { firstWalk } : {}),
    });
    rows.push(...found.map((row) => ({ ...row, tier })));
    if (rows.length >= want) break;
  }
  return rows;
}

type FewRowsRequest = {
  inTextIndexed: SQL;
  inName: SQL;
  key: SortKey;
  domain: SQL;
  cursor: ProductCursor | undefined;
  want: number;
  most: number;
};

/**
 * A rarer term's whole relevance order at once: if at most `most` visible products after the cursor match,
 * collect them through GIN, tier them and sort them in one query; undefined if more match.
 */
async function fewRelevanceRows(
  db: Executor,
  { inTextIndexed, inName, key, domain, cursor, want, most }: FewRowsRequest,
): Promise<SearchRow[] | undefined> {
  const after = cursor === undefined ? sql`true` : afterRelevanceCursor(inName, key, cursor.tier ?? 1, cursor);
  const { rows } = await db.execute<SearchRow & { found: string | number }>(sql`
    select p.id, ${key.value} as "sortValue", p.tier, count(*) over () as found from (
      select p.id, p.created_at, p.seller_priority, case when ${inName} then 1 else 2 end as tier
      from products p
      where ${domain} and ${inTextIndexed} and ${sellerIsActive} and ${after}
      limit ${most + 1}
    ) p
    order by p.tier, ${sql.join(key.orderBy, sql`, `)}
    limit ${want}`);
  if (Number(rows[0]?.found ?? 0) > most) return undefined;
  return rows.map(({ id, sortValue, tier }) => ({ id, sortValue, tier: Number(tier) as RelevanceTier }));
}

/** Rows after a relevance cursor: later in its tier (by `key`, newest first), or in a later tier. */
export function afterRelevanceCursor(inName: SQL, key: SortKey, tier: RelevanceTier, position: KeyPosition): SQL {
  return tier === 1
    ? sql`(not (${inName}) or ${key.after(position)})`
    : sql`not (${inName}) and ${key.after(position)}`;
}

/**
 * Visible products within the filters, as conditions on the alias `p` (whether the seller is active is checked per
 * match; whether it is verified, when asked, here, as one more condition of the domain).
 */
function searchDomain(filters: ProductListFilters): SQL {
  return sql.join(
    [
      sql`p.is_active`,
      filters.category === undefined ? undefined : sql`p.category = ${filters.category}`,
      filters.minPrice === undefined ? undefined : sql`p.list_price >= ${filters.minPrice}`,
      filters.maxPrice === undefined ? undefined : sql`p.list_price <= ${filters.maxPrice}`,
      filters.verifiedOnly ? sellerIsVerified : undefined,
      filters.inStock ? sql`p.stock >= p.min_order_quantity` : undefined,
      filters.maxMinOrder === undefined ? undefined : sql`p.min_order_quantity <= ${filters.maxMinOrder}`,
    ].filter((condition) => condition !== undefined),
    sql` and `,
  );
}
