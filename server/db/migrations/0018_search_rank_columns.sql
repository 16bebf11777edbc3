-- The relevance order as one number, and the name's words with the category as a lexeme of their own, for the
-- `rum` indexes of migration 0019 (ADR 24). The category's lexeme ('~c' and the category's UTF-8 bytes in hex: no parsed
-- text produces a '~', so no search word matches it) lets a search within a category walk the first tier in rank
-- order through the index alone. One ALTER, so the table is rewritten once.
CREATE OR REPLACE FUNCTION search_category_lexeme(category text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN '~c' || encode(convert_to(category, 'UTF8'), 'hex');
--> statement-breakpoint
ALTER TABLE "product_search"
  ADD COLUMN "rank_key" bigint GENERATED ALWAYS AS (((seller_priority)::bigint << 53) + (extract(epoch from (created_at - '1970-01-01 00:00:00+00'::timestamptz)) * 1000000)::bigint) STORED,
  ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (ts_filter(search_vector, '{a}') || array_to_tsvector(ARRAY[search_category_lexeme(category)])) STORED;
