import { SELLER_PRODUCT_SORTS, type SellerProductSort } from "@domain/seller-products";
import type { SellerProductListQuery } from "./api/query-keys";
import { useSearchParams } from "react-router";

export const PRODUCTS_PAGE_SIZE = 20;
const DEFAULT_SORT: SellerProductSort = "created_desc";

const isSort = (value: string | null): value is SellerProductSort => (SELLER_PRODUCT_SORTS as readonly (string | null)[]).includes(value);

/** The table's search, sort and page live in the address (?q=&sort=&page=), so reload and Back keep them. */
export function useProductListParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const sortParam = params.get("sort");
  const sort = isSort(sortParam) ? sortParam : DEFAULT_SORT;
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const query: SellerProductListQuery = { q: q.trim() || undefined, sort, page, pageSize: PRODUCTS_PAGE_SIZE };

  const change = (next: { q?: string; sort?: SellerProductSort; page?: number }) =>
    setParams(
      (previous) => {
        const result = new URLSearchParams(previous);
        const set = (key: string, value: string | undefined, fallback: string) =>
          value === undefined || value === fallback ? result.delete(key) : result.set(key, value);
        if (next.q !== undefined) set("q", next.q.trim(), "");
        if (next.sort !== undefined) set("sort", next.sort, DEFAULT_SORT);
        // A new search or order starts again from the first page.
        const page = next.page ?? (next.q !== undefined || next.sort !== undefined ? 1 : undefined);
        if (page !== undefined) set("page", String(page), "1");
        return result;
      },
      // Typing a search replaces the entry; a page or an order is a step Back can undo.
      { replace: next.q !== undefined },
    );

  return { q, sort, page, query, change };
}
