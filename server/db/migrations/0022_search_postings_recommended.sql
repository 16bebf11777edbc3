-- The "recommended" order within each word's postings (ADR 25, amended): higher plan priority first, then by name
-- (product-sort-keys.ts), the priority read from rank_key's top bits (migration 0018). With it every sort of a
-- plain-word search walks the postings: relevance, price and name have their indexes (migration 0020), and newest
-- walks the relevance index one priority at a time.
-- rank_key is included so that the walk reads the index alone (its expression is not enough for an index-only scan).
CREATE INDEX "product_search_postings_recommended_idx" ON "product_search_postings" ("lexeme", (-("rank_key" >> 53)), "name", "product_id") INCLUDE ("list_price", "rank_key");
