import type { Executor } from "../../db/client";
import { catalogueStatistics } from "./catalogue-statistics";
import type { KeyPosition } from "./product-sort-keys";
import type { CollectWindows } from "./search-segment";

const FIRST_UUID = "00000000-0000-0000-0000-000000000000";
const LAST_UUID = "ffffffff-ffff-ffff-ffff-ffffffffffff";
/** How many of the statistics' buckets (about 1% of the products each) each window reaches past the start. */
const WINDOW_BUCKETS = [3, 9, 27];

/**
 * Windows for collecting a name-ordered search's matches a slice of the name order at a time, cut at the
 * quantiles of product names that ANALYZE keeps (catalogue-statistics.ts).
 * Each window is found by intersecting the term's GIN bitmap with a range of the name index, so only the matches
 * inside it are read; a term's matches often cluster in name order ("Agra Wooden …"), where an index walk finds
 * none for thousands of rows and collecting all matches reads tens of thousands. Undefined where the database
 * has no statistics yet (a new or embedded database; the catalogue is small there anyway).
 */
export async function nameWindows(db: Executor, direction: "asc" | "desc"): Promise<CollectWindows | undefined> {
  const bounds = (await catalogueStatistics(db)).nameBounds;
  if (bounds.length < 10) return undefined;
  return (after: KeyPosition) => {
    const start = String(after.value);
    // The first quantile past the start, then the ones WINDOW_BUCKETS buckets further along.
    const next =
      direction === "asc" ? bounds.findIndex((bound) => bound > start) : bounds.findLastIndex((bound) => bound < start);
    if (next < 0) return [];
    const step = direction === "asc" ? 1 : -1;
    const id = direction === "asc" ? LAST_UUID : FIRST_UUID; // a window takes every row with its last name
    const ends = WINDOW_BUCKETS.map((buckets) => next + step * (buckets - 1));
    return ends.filter((i) => i >= 0 && i < bounds.length).map((i) => ({ value: bounds[i]!, id }));
  };
}
