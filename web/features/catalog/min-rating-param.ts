import { MIN_RATING_FILTERS, type MinRating } from "@domain/reviews";

/** "4★ & up" as the URL carries it (?minRating=4); anything else, hand-edited, is no filter. */
export function readMinRating(params: URLSearchParams): MinRating | undefined {
  const value = params.get("minRating");
  return MIN_RATING_FILTERS.find((stars) => String(stars) === value);
}

export function writeMinRating(params: URLSearchParams, minRating: MinRating | undefined) {
  if (minRating !== undefined) params.set("minRating", String(minRating));
}
