-- A broad word sorted by name (ADR 20): each product_search vector also holds its name's bucket, a lexeme made of
-- the name's first two characters ('~n' and their UTF-8 bytes in hex, which no parsed text can produce), so a search
-- sorted by name can read the matches one name prefix at a time instead of collecting and sorting all of them.
CREATE OR REPLACE FUNCTION search_name_bucket_lexeme(prefix text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN '~n' || encode(convert_to(prefix, 'UTF8'), 'hex');
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_name_bucket(name text) RETURNS tsvector LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN array_to_tsvector(ARRAY[search_name_bucket_lexeme(left(name, 2))]);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_product_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search
  SELECT n.id, n.seller_priority, s.is_verified, n.list_price, n.min_order_quantity, n.stock >= n.min_order_quantity,
         n.created_at, n.category, n.name, n.search_vector || search_name_bucket(n.name)
  FROM new_products n JOIN profiles s ON s.id = n.seller_id
  WHERE n.is_active AND s.is_active
  ORDER BY n.id
  ON CONFLICT (product_id) DO UPDATE SET
    seller_priority = excluded.seller_priority, seller_verified = excluded.seller_verified,
    list_price = excluded.list_price, min_order_quantity = excluded.min_order_quantity, in_stock = excluded.in_stock,
    created_at = excluded.created_at, category = excluded.category, name = excluded.name,
    search_vector = excluded.search_vector
  WHERE (product_search.seller_priority, product_search.seller_verified, product_search.list_price,
         product_search.min_order_quantity, product_search.in_stock, product_search.created_at,
         product_search.category, product_search.name, product_search.search_vector)
    IS DISTINCT FROM (excluded.seller_priority, excluded.seller_verified, excluded.list_price,
         excluded.min_order_quantity, excluded.in_stock, excluded.created_at, excluded.category, excluded.name,
         excluded.search_vector);
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM product_search ps
    USING new_products n JOIN profiles s ON s.id = n.seller_id
    WHERE ps.product_id = n.id AND NOT (n.is_active AND s.is_active);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_seller_product_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM product_search ps
  USING new_profiles n JOIN old_profiles o ON o.id = n.id JOIN products p ON p.seller_id = n.id
  WHERE ps.product_id = p.id AND o.is_active AND NOT n.is_active;
  UPDATE product_search ps SET seller_verified = n.is_verified
  FROM new_profiles n JOIN old_profiles o ON o.id = n.id JOIN products p ON p.seller_id = n.id
  WHERE ps.product_id = p.id AND n.is_active AND o.is_verified IS DISTINCT FROM n.is_verified;
  INSERT INTO product_search
  SELECT p.id, p.seller_priority, n.is_verified, p.list_price, p.min_order_quantity, p.stock >= p.min_order_quantity,
         p.created_at, p.category, p.name, p.search_vector || search_name_bucket(p.name)
  FROM new_profiles n JOIN old_profiles o ON o.id = n.id JOIN products p ON p.seller_id = n.id
  WHERE n.is_active AND NOT o.is_active AND p.is_active
  ORDER BY p.id
  ON CONFLICT (product_id) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A rewrite of the table and its indexes, not an UPDATE: an UPDATE would leave a dead copy of every row behind
-- (710 MB instead of 427 MB at 1M products) until a VACUUM, which a migration's transaction cannot run.
ALTER TABLE "product_search" ALTER COLUMN "search_vector" TYPE tsvector USING "search_vector" || search_name_bucket("name");--> statement-breakpoint
ANALYZE "product_search";
--> statement-breakpoint
-- Whether a search term is broad: every word is listed in the statistics of product_search's vectors (their most
-- common elements), and as if the words occurred independently, the term would match at least
-- `search.broad_term_rows` rows (a setting; 2,000 unless set). Below that, collecting and sorting a term's matches
-- costs less than probing name prefixes that may hold none. PL/pgSQL, so each connection plans the lookup once.
CREATE OR REPLACE FUNCTION search_term_is_broad(term text) RETURNS boolean LANGUAGE plpgsql STABLE AS $$
DECLARE
  lexemes text[] := array(SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('english', term))));
  min_rows real := coalesce(nullif(current_setting('search.broad_term_rows', true), '')::real, 2000);
BEGIN
  RETURN cardinality(lexemes) > 0 AND (
    SELECT count(*) = cardinality(lexemes) AND exp(sum(ln(u.f))) * max(c.reltuples) >= min_rows
    FROM pg_stats s, unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) u(e, f), pg_class c
    WHERE s.schemaname = current_schema() AND s.tablename = 'product_search' AND s.attname = 'search_vector'
      AND c.oid = 'product_search'::regclass AND u.e = ANY (lexemes));
END;
$$;
