import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import type { KeyPosition, SortKey } from "./product-sort-keys";

/**
 * One ordered run of search results: the products (alias `p`) passing `filter`, in the order of `key`.
 * `indexed` is the same condition written so the GIN indexes can find the rows (it may differ from `filter`
 * only in ways the domain conditions make irrelevant, such as adding the category's words to the tsquery).
 */
export type SearchSegment = { filter: SQL; indexed: SQL; key: SortKey; windows?: CollectWindows };

/** Positions further and further along the order after a given one, to collect matches a slice at a time. */
export type CollectWindows = (after: KeyPosition) => KeyPosition[];

export type SegmentRow = { id: string; sortValue: string | number };

/**
 * How far an index walk may read: `first` rows at once, then, if it found enough matches to trust their
 * density, as many more as that density says the page needs, up to `most` in all.
 */
export type WalkLimits = { first: number; most: number };

export type SearchLimits = {
  /** Walks in creation order, which follows the table's physical order: neighbouring rows share pages. */
  physicalWalk: WalkLimits;
  /** Walks in name or price order, where each row is a random page read. */
  randomWalk: WalkLimits;
  /** A relevance search whose visible matches are at most this many is collected and sorted in one query. */
  probeRows: number;
  /** How many matches the first walk must find before their density is trusted to plan a longer walk. */
  densitySample: number;
  /**
   * Up to this many products (or before the table was first analysed) every search simply collects and sorts
   * all its matches in one query: there are few, and the steps below would only add round trips.
   */
  smallCatalogue: number;
};

/** Measured at 1,000,000 products on PostgreSQL (bench/README.md); tests pass tiny ones to exercise every step. */
export const SEARCH_LIMITS: SearchLimits = {
  physicalWalk: { first: 1_000, most: 20_000 },
  randomWalk: { first: 300, most: 5_000 },
  probeRows: 200,
  densitySample: 4,
  smallCatalogue: 25_000,
};

export const sellerIsActive = sql`exists (select 1 from profiles s where s.id = p.seller_id and s.is_active)`;
/** The same, looked up row by row (for the few rows of a walk that match, instead of hashing every seller). */
const sellerIsActiveOneByOne = sql`(select s.is_active from profiles s where s.id = p.seller_id)`;
/** The "verified sellers only" filter, a condition of the domain. */
export const sellerIsVerified = sql`exists (select 1 from profiles s where s.id = p.seller_id and s.is_verified)`;

/**
 * The first `want` rows of a segment after `after`, within `domain` (conditions on `p`: active, category, price).
 * PostgreSQL's planner cannot be left to choose between walking an ordered index and collecting the matches
 * through GIN: it misjudges how many rows a multi-word term matches (it multiplies the words' frequencies: "yoga
 * mats" is estimated at 40 rows and matches 4,800) and walks a whole index for a condition it believes common but
 * that matches nothing there. So a page is found in bounded steps, each of them exact:
 *  1. walk the index order for `walk.first` rows and keep the matches: a very common term fills the page here;
 *  2. if that found enough to trust their density, walk on, each time as far as the density seen says the page
 *     needs, within `walk.most` rows in all;
 *  3. collect the matches after the last row walked through GIN and sort them: cheap for a rare term, and the
 *     only bounded way for matches that are neither rare nor common where the walk looked (e.g. clustered in
 *     name order), window by window where the segment has windows.
 * `firstWalk` is step 1 when the caller has already taken it.
 */
export async function segmentRows(
  db: Executor,
  segment: SearchSegment,
  domain: SQL,
  after: KeyPosition | undefined,
  want: number,
  { walk, limits, firstWalk }: { walk: WalkLimits; limits: SearchLimits; firstWalk?: Walk },
): Promise<SegmentRow[]> {
  const first = firstWalk ?? (await walkRows(db, segment, domain, after, want, walk.first));
  if (first.complete || first.rows.length >= want) return first.rows;
  let rows = first.rows;
  let lastRead = first.lastRead;
  if (rows.length >= limits.densitySample) {
    for (let read = walk.first; read < walk.most; ) {
      // Twice as far as the density seen so far says the page still needs.
      const further = Math.min(walk.most - read, Math.ceil(((want - rows.length) * read * 2) / rows.length));
      const more = await walkRows(db, segment, domain, lastRead, want - rows.length, further);
      rows = [...rows, ...more.rows];
      if (more.complete || rows.length >= want) return rows;
      lastRead = more.lastRead;
      read += further;
    }
  }
  return [...rows, ...(await collectRows(db, segment, domain, lastRead, want - rows.length))];
}

/** A walk's matches; `complete` if it read to the end of the domain, else where it stopped. */
export type Walk = { rows: SegmentRow[]; complete: boolean; lastRead: KeyPosition };

/**
 * Reads up to `window` rows of the domain in index order and returns the matches among them, stopping early once
 * `want` are found. The window's last row (row_number = window) is returned too, matching or not, to tell a walk
 * that reached the end of the domain (complete) from one that stopped at its window, and where it stopped.
 */
export async function walkRows(
  db: Executor,
  { filter, key }: SearchSegment,
  domain: SQL,
  after: KeyPosition | undefined,
  want: number,
  window: number,
): Promise<Walk> {
  const { rows } = await db.execute<SegmentRow & { rn: string | number; hit: boolean }>(sql`
    select p.id, ${key.value} as "sortValue", p.rn,
           case when p.rn = ${window} then coalesce(${filter} and ${sellerIsActiveOneByOne}, false) else true end as hit
    from (
      select p.id, p.seller_id, p.name, p.list_price, p.created_at, p.seller_priority, p.search_vector,
             row_number() over (order by ${sql.join(key.orderBy, sql`, `)}) as rn
      from products p
      where ${domain} and ${after === undefined ? sql`true` : key.after(after)}
      order by ${sql.join(key.orderBy, sql`, `)}
      limit ${window}
    ) p
    where p.rn = ${window} or (${filter} and ${sellerIsActiveOneByOne})
    limit ${want}`);
  const last = rows.find((row) => Number(row.rn) === window);
  const matches = rows.filter((row) => row.hit).map(segmentRow);
  return last === undefined
    ? { rows: matches, complete: matches.length < want, lastRead: position(matches.at(-1)) }
    : { rows: matches, complete: false, lastRead: position(last) };
}

/**
 * The first `want` matches after `after`, collected through GIN and sorted (the order's index is not walked).
 * With windows, slice by slice: the GIN bitmap intersected with a range of the order's index. Every slice also
 * stays after `after` itself, so a window bound the database orders differently from JavaScript (another
 * collation) can only make a slice empty, never bring back rows of an earlier page.
 */
async function collectRows(db: Executor, segment: SearchSegment, domain: SQL, after: KeyPosition, want: number) {
  const { key } = segment;
  const rows: SegmentRow[] = [];
  let from = sql`true`;
  for (const through of segment.windows?.(after) ?? []) {
    const slice = sql`${domain} and ${from} and ${key.through(through)}`;
    rows.push(...(await collectSlice(db, segment, slice, after, want - rows.length)));
    if (rows.length >= want) return rows;
    from = key.after(through);
  }
  return [...rows, ...(await collectSlice(db, segment, sql`${domain} and ${from}`, after, want - rows.length))];
}

async function collectSlice(
  db: Executor,
  { indexed, key }: SearchSegment,
  slice: SQL,
  after: KeyPosition,
  want: number,
) {
  const { rows } = await db.execute<SegmentRow>(sql`
    select p.id, ${key.value} as "sortValue"
    from products p
    where ${slice} and ${key.after(after)} and ${indexed} and ${sellerIsActive}
    order by ${sql.join(key.orderByUnindexed, sql`, `)}
    limit ${want}`);
  return rows.map(segmentRow);
}

const segmentRow = (row: SegmentRow): SegmentRow => ({ id: row.id, sortValue: row.sortValue });
/** Where a row stands in its order (a walk that ended with no row yet stands nowhere: it is complete). */
const position = (row: SegmentRow | undefined): KeyPosition => ({ value: row?.sortValue ?? "", id: row?.id ?? "" });
