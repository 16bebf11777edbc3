import { useState } from "react";

/**
 * Keyset paging for a table: the cursors of the pages visited, so "Next" goes on from the current page and
 * "First" (or a new filter) starts again.
 */
export function useCursorPages<Cursor>() {
  const [cursors, setCursors] = useState<(Cursor | null)[]>([null]);
  return {
    cursor: cursors.at(-1) ?? null,
    isFirst: cursors.length === 1,
    next: (cursor: Cursor) => setCursors((current) => [...current, cursor]),
    reset: () => setCursors([null]),
  };
}
