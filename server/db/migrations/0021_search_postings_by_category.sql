-- Posting lists within each category (ADR 25, amended): every word of a product_search row is posted twice, as the
-- word ('bolt') and as the word within the row's category ('Hardware:bolt', search_category_posting). A search
-- within a category walks the second kind, so its cost follows its page as a search outside one does; before, it
-- read the text index, which gathers and sorts every match of the words in the category (8 ms for an empty page at
-- 1M products). A category is never spelt as a word is: words are lower case and categories start with a capital.
CREATE OR REPLACE FUNCTION search_category_posting(category text, lexeme text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT category || ':' || lexeme $$;
--> statement-breakpoint
-- Built once after the rows are in, rather than kept row by row while 16 million of them arrive.
DROP INDEX "product_search_postings_rank_idx";
--> statement-breakpoint
DROP INDEX "product_search_postings_price_idx";
--> statement-breakpoint
DROP INDEX "product_search_postings_name_idx";
--> statement-breakpoint
INSERT INTO "product_search_postings"
SELECT search_category_posting(ps.category, u.lexeme), ps.product_id, 'A' = ANY (u.weights), ps.rank_key, ps.list_price, ps.name
FROM product_search ps, unnest(ps.search_vector) u
WHERE left(u.lexeme, 1) <> '~';
--> statement-breakpoint
CREATE INDEX "product_search_postings_rank_idx" ON "product_search_postings" ("lexeme", "rank_key", "product_id") INCLUDE ("in_name", "list_price");
--> statement-breakpoint
CREATE INDEX "product_search_postings_price_idx" ON "product_search_postings" ("lexeme", "list_price", "product_id") INCLUDE ("in_name");
--> statement-breakpoint
CREATE INDEX "product_search_postings_name_idx" ON "product_search_postings" ("lexeme", "name", "product_id") INCLUDE ("list_price");
--> statement-breakpoint
-- As migration 0020's, with each word posted in its category too; a change of category alone rewrites the postings.
CREATE OR REPLACE FUNCTION sync_product_search_postings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO product_search_postings
    SELECT k.lexeme, n.product_id, 'A' = ANY (u.weights), n.rank_key, n.list_price, n.name
    FROM new_rows n, unnest(n.search_vector) u, unnest(ARRAY[u.lexeme, search_category_posting(n.category, u.lexeme)]) k(lexeme)
    WHERE left(u.lexeme, 1) <> '~';
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM product_search_postings p
    USING old_rows o, unnest(tsvector_to_array(o.search_vector)) l(lexeme)
    WHERE p.lexeme IN (l.lexeme, search_category_posting(o.category, l.lexeme))
      AND p.rank_key = o.rank_key AND p.product_id = o.product_id;
  ELSE
    -- Both parts read the rows as they were before the statement, so the new postings are never deleted.
    WITH changed AS (
      SELECT o.product_id FROM old_rows o JOIN new_rows n USING (product_id)
      WHERE (o.search_vector, o.rank_key, o.list_price, o.name, o.category)
        IS DISTINCT FROM (n.search_vector, n.rank_key, n.list_price, n.name, n.category)
    ), gone AS (
      DELETE FROM product_search_postings p
      USING old_rows o, unnest(tsvector_to_array(o.search_vector)) l(lexeme)
      WHERE o.product_id IN (SELECT product_id FROM changed)
        AND p.lexeme IN (l.lexeme, search_category_posting(o.category, l.lexeme))
        AND p.rank_key = o.rank_key AND p.product_id = o.product_id
    )
    INSERT INTO product_search_postings
    SELECT k.lexeme, n.product_id, 'A' = ANY (u.weights), n.rank_key, n.list_price, n.name
    FROM new_rows n, unnest(n.search_vector) u, unnest(ARRAY[u.lexeme, search_category_posting(n.category, u.lexeme)]) k(lexeme)
    WHERE n.product_id IN (SELECT product_id FROM changed) AND left(u.lexeme, 1) <> '~';
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
ANALYZE "product_search_postings";
