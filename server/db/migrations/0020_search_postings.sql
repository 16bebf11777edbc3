-- The search's own inverted index (ADR 25): one row per word (lexeme) of each product_search row, in three B-trees
-- that keep each word's postings in relevance order (rank_key), in price order and in name order. A search for plain words reads
-- the page by walking each word's postings in the page's order and merging them, and stops at the page's size:
-- its cost follows the page, not how many products match. Kept from product_search by the triggers below, so it
-- follows every change the search table sees. Plain PostgreSQL: the embedded database has it too.
CREATE TABLE "product_search_postings" (
  "lexeme" text NOT NULL,
  "product_id" uuid NOT NULL,
  -- The word is in the product's name (the vector's weight-A part): the first relevance tier needs every word so.
  "in_name" boolean NOT NULL,
  "rank_key" bigint NOT NULL,
  "list_price" bigint NOT NULL,
  "name" text NOT NULL
);
--> statement-breakpoint
-- A search is planned with its words' frequencies: keep them for the 1,000 most common words (the default keeps 100,
-- and a word outside the list is taken for a rare one). Never a parallel plan: a page reads a few hundred entries.
ALTER TABLE "product_search_postings" ALTER COLUMN "lexeme" SET STATISTICS 1000, SET (parallel_workers = 0);
--> statement-breakpoint
-- The name prefixes of migration 0017 start with '~'; no search word does.
INSERT INTO "product_search_postings"
SELECT u.lexeme, ps.product_id, 'A' = ANY (u.weights), ps.rank_key, ps.list_price, ps.name
FROM product_search ps, unnest(ps.search_vector) u
WHERE left(u.lexeme, 1) <> '~';
--> statement-breakpoint
CREATE INDEX "product_search_postings_rank_idx" ON "product_search_postings" ("lexeme", "rank_key", "product_id") INCLUDE ("in_name", "list_price");
--> statement-breakpoint
CREATE INDEX "product_search_postings_price_idx" ON "product_search_postings" ("lexeme", "list_price", "product_id") INCLUDE ("in_name");
--> statement-breakpoint
CREATE INDEX "product_search_postings_name_idx" ON "product_search_postings" ("lexeme", "name", "product_id") INCLUDE ("list_price");
--> statement-breakpoint
-- Statement-level, like the triggers that keep product_search: a bulk change writes its postings in one pass. An
-- update rewrites a product's postings only when its words, rank, price or name changed (not for its stock).
CREATE OR REPLACE FUNCTION sync_product_search_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_search_postings
    SELECT u.lexeme, n.product_id, 'A' = ANY (u.weights), n.rank_key, n.list_price, n.name
    FROM new_rows n, unnest(n.search_vector) u
    WHERE left(u.lexeme, 1) <> '~';
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM product_search_postings p
    USING old_rows o, unnest(tsvector_to_array(o.search_vector)) l(lexeme)
    WHERE p.lexeme = l.lexeme AND p.rank_key = o.rank_key AND p.product_id = o.product_id;
  ELSE
    -- Both parts read the rows as they were before the statement, so the new postings are never deleted.
    WITH changed AS (
      SELECT o.product_id FROM old_rows o JOIN new_rows n USING (product_id)
      WHERE (o.search_vector, o.rank_key, o.list_price, o.name) IS DISTINCT FROM (n.search_vector, n.rank_key, n.list_price, n.name)
    ), gone AS (
      DELETE FROM product_search_postings p
      USING old_rows o, unnest(tsvector_to_array(o.search_vector)) l(lexeme)
      WHERE o.product_id IN (SELECT product_id FROM changed)
        AND p.lexeme = l.lexeme AND p.rank_key = o.rank_key AND p.product_id = o.product_id
    )
    INSERT INTO product_search_postings
    SELECT u.lexeme, n.product_id, 'A' = ANY (u.weights), n.rank_key, n.list_price, n.name
    FROM new_rows n, unnest(n.search_vector) u
    WHERE n.product_id IN (SELECT product_id FROM changed) AND left(u.lexeme, 1) <> '~';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_search_postings_insert AFTER INSERT ON product_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_product_search_postings();
--> statement-breakpoint
CREATE TRIGGER product_search_postings_update AFTER UPDATE ON product_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_product_search_postings();
--> statement-breakpoint
CREATE TRIGGER product_search_postings_delete AFTER DELETE ON product_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sync_product_search_postings();
--> statement-breakpoint
ANALYZE "product_search_postings";
