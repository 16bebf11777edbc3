import type { ProductListFilters } from "@domain/schemas/catalog";
import type { Database } from "../../db/client";
import { type PreparedQuery, prepareQuery, runPreparedQuery } from "../../db/prepared-query";
import { type AggregatedPage, type PageJson, type PageRequest, aggregatedPageJson } from "./single-query-page";
import { searchValues } from "./product-search";
import { readsInOrder } from "./ordered-search-branch";
import { hasOrderedSearchIndexes } from "./search-indexes";
import { SEARCH_FILTERS, type SearchFilter, type SearchShape, searchStatement } from "./search-statement";

const statements = new Map<string, PreparedQuery>();

/**
 * A search page in one statement (search-statement.ts), built the first time its shape is asked for. It is planned
 * with each run's values: how to read a page depends on how common the term's words are.
 */
export async function searchPage(db: Database, request: PageRequest & { filters: ProductListFilters & { q: string } }): Promise<PageJson> {
  const { filters, sort, limit, cursor } = request;
  const shape: SearchShape = {
    sort,
    filters: (Object.keys(SEARCH_FILTERS) as SearchFilter[]).filter((name) => filters[name] !== undefined && filters[name] !== false),
    after: cursor === undefined ? "start" : (cursor.tier ?? "key"),
    matching: cursor?.matching ?? "words",
    ordered: await hasOrderedSearchIndexes(db),
  };
  const shapeKey = JSON.stringify(shape);
  let statement = statements.get(shapeKey);
  if (!statement) {
    // Read in order from rum, a page's plan does not depend on how common the words are: planned once.
    statement = prepareQuery(searchStatement(shape), { planEachRun: !readsInOrder(shape) });
    statements.set(shapeKey, statement);
  }
  const [page] = await runPreparedQuery<AggregatedPage>(db, statement, {
    ...filters,
    ...searchValues(filters.q, filters.category),
    ...(cursor ? { afterValue: cursor.value, afterId: cursor.id } : {}),
    pageSize: limit,
    limit: limit + 1,
  });
  return aggregatedPageJson(page!, limit, sort, page!.corrected ? "corrected" : shape.matching);
}
