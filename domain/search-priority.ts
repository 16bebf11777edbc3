/** A plan's search priority, and the rank a seller's products carry for it in search and category pages. */

export const SEARCH_PRIORITIES = ["Low", "Medium", "High", "Highest"] as const;
export type SearchPriority = (typeof SEARCH_PRIORITIES)[number];

/** 0 (no plan, or Low) to 3 (Highest); higher ranks list first within the same relevance tier. Unknown values rank 0. */
export function searchPriorityRank(priority: string | null | undefined): number {
  const index = SEARCH_PRIORITIES.indexOf(priority as SearchPriority);
  return index < 0 ? 0 : index;
}
