import type { ReviewPage } from "@domain/schemas/reviews";
import { describe, expect, it } from "vitest";
import { reviewsOnScreen } from "./product-reviews";

const review = (id: string, helpfulCount: number) =>
  ({ id, stars: 4, title: "", text: "", reviewer: null, verifiedPurchase: true, createdAt: "2026-11-01T00:00:00.000Z", edited: false, helpfulCount, votedHelpful: false, photos: [], reply: null }) as ReviewPage["items"][number];
const page = (items: ReviewPage["items"], nextCursor: string | null = null): ReviewPage => ({
  summary: { count: 3, averageTenths: 40, distribution: [] },
  items,
  nextCursor,
});

describe("reviewsOnScreen", () => {
  it("shows a review once when a later page reads it again (its helpful count fell behind the cursor)", () => {
    const pages = [page([review("a", 2), review("b", 2)], "next"), page([review("c", 1), review("a", 1)])];
    expect(reviewsOnScreen(pages).map((item) => item.id)).toEqual(["a", "b", "c"]);
  });

  it("keeps every review of pages without repeats, in order", () => {
    expect(reviewsOnScreen([page([review("a", 3)]), page([review("b", 1), review("c", 0)])]).map((item) => item.id)).toEqual(["a", "b", "c"]);
    expect(reviewsOnScreen([])).toEqual([]);
  });
});
