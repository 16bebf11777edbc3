DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_category_created_idx";--> statement-breakpoint
CREATE INDEX "products_ranked_created_idx" ON "products" USING btree ("seller_priority","created_at","id");--> statement-breakpoint
CREATE INDEX "products_category_ranked_created_idx" ON "products" USING btree ("category","seller_priority","created_at","id");--> statement-breakpoint
CREATE INDEX "products_recommended_idx" ON "products" USING btree ((-"seller_priority"),"name","id");--> statement-breakpoint
CREATE INDEX "products_category_recommended_idx" ON "products" USING btree ("category",(-"seller_priority"),"name","id");--> statement-breakpoint
-- A new product carries its seller's plan rank from the start, whatever inserts it (the form, a CSV import, the
-- seed). The ranks are domain/search-priority.ts `searchPriorityRank`; a test keeps the two in step. Plan changes
-- update existing products in the same transaction (server/modules/subscriptions/start-subscription.ts).
CREATE OR REPLACE FUNCTION set_product_seller_priority() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seller_priority := coalesce((
    SELECT CASE sp.search_priority WHEN 'Highest' THEN 3 WHEN 'High' THEN 2 WHEN 'Medium' THEN 1 ELSE 0 END
    FROM user_subscriptions us
    JOIN subscription_plans sp ON sp.id = us.plan_id
    WHERE us.user_id = NEW.seller_id AND us.status = 'active'
  ), 0);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_seller_priority_insert
  BEFORE INSERT ON "products"
  FOR EACH ROW EXECUTE FUNCTION set_product_seller_priority();
--> statement-breakpoint
-- The featured-seller strips (cached with the catalogue) change when a seller's plan does.
DROP TRIGGER IF EXISTS profiles_catalogue_changed ON "profiles";
--> statement-breakpoint
CREATE TRIGGER profiles_catalogue_changed
  AFTER UPDATE OF is_active, is_verified, company_name, current_subscription_plan_id OR DELETE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_changed();
