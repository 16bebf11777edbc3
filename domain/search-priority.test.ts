import { describe, expect, it } from "vitest";
import { SEARCH_PRIORITIES, searchPriorityRank } from "./search-priority";

describe("searchPriorityRank", () => {
  it("ranks the plan priorities from Low (0) to Highest (3)", () => {
    expect(SEARCH_PRIORITIES.map(searchPriorityRank)).toEqual([0, 1, 2, 3]);
  });

  it("ranks no plan and unknown values like Low", () => {
    for (const value of [null, undefined, "", "Top", "high"]) expect(searchPriorityRank(value)).toBe(0);
  });
});
