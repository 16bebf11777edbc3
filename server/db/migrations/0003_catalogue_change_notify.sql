-- Every write that can change what the public catalogue shows announces itself on the channel
-- "catalogue_changed" (delivered at commit, once per transaction), so API processes drop their cached
-- catalogue responses. Triggers rather than application code: no writer can forget.
CREATE OR REPLACE FUNCTION notify_catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_media_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_media"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_changed
  AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
--> statement-breakpoint
-- A seller's activation, verification or company name shows on every card of theirs.
CREATE TRIGGER profiles_catalogue_changed
  AFTER UPDATE OF is_active, is_verified, company_name OR DELETE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
