-- The search dictionary (search_words, ADR 12) holds every distinct word of product names, categories and
-- descriptions. Statement-level triggers with transition tables add the words of inserted and edited products,
-- once per statement however many rows it wrote (bulk imports stay cheap); words are inserted in sorted order so
-- two transactions adding the same new words cannot deadlock. Rows whose text did not change (stock updates at
-- checkout) add nothing.
CREATE OR REPLACE FUNCTION add_product_search_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (word)
    SELECT DISTINCT w.word
    FROM new_products n
    CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', n.name || ' ' || n.category || ' ' || n.description))) AS w(word)
    ORDER BY w.word
    ON CONFLICT (word) DO NOTHING;
  ELSE
    INSERT INTO search_words (word)
    SELECT DISTINCT w.word
    FROM new_products n
    JOIN old_products o ON o.id = n.id
    CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', n.name || ' ' || n.category || ' ' || n.description))) AS w(word)
    WHERE (o.name, o.category, o.description) IS DISTINCT FROM (n.name, n.category, n.description)
    ORDER BY w.word
    ON CONFLICT (word) DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert
  AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION add_product_search_words();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update
  AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION add_product_search_words();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w.word
FROM products p
CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('simple', p.name || ' ' || p.category || ' ' || p.description))) AS w(word)
ON CONFLICT (word) DO NOTHING;
