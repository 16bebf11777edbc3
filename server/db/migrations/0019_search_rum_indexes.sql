-- Search pages in relevance and price order read from posting lists kept in that order (ADR 24), where the server
-- has the `rum` extension (Debian: postgresql-15-rum). Elsewhere (the embedded database, a server without rum or
-- without the right to add it) nothing happens here and search reads the GIN indexes as before: the app asks
-- pg_indexes which of these exist (search-indexes.ts).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'rum') THEN
    CREATE EXTENSION IF NOT EXISTS rum;
    -- Matches anywhere in the text, by price (order_by_attach: each word's postings are stored in price order).
    CREATE INDEX IF NOT EXISTS product_search_price_rum_idx ON product_search
      USING rum (search_vector rum_tsvector_addon_ops, list_price)
      WITH (attach = 'list_price', to = 'search_vector', order_by_attach = 't');
    -- The first relevance tier (every word in the name) and the second (anywhere), by rank.
    CREATE INDEX IF NOT EXISTS product_search_name_rank_rum_idx ON product_search
      USING rum (name_vector rum_tsvector_addon_ops, rank_key)
      WITH (attach = 'rank_key', to = 'name_vector', order_by_attach = 't');
    CREATE INDEX IF NOT EXISTS product_search_rank_rum_idx ON product_search
      USING rum (search_vector rum_tsvector_addon_ops, rank_key)
      WITH (attach = 'rank_key', to = 'search_vector', order_by_attach = 't');
  END IF;
EXCEPTION
  WHEN insufficient_privilege OR undefined_file OR feature_not_supported THEN
    RAISE NOTICE 'search stays on its GIN indexes: %', SQLERRM;
END;
$$;
