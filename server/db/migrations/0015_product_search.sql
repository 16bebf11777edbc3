-- The search's narrow copy of the visible catalogue (ADR 20): active products of active sellers, with only what a
-- search filters, sorts and matches by. Filled here, then kept by the triggers below.
CREATE TABLE "product_search" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"seller_priority" smallint NOT NULL,
	"seller_verified" boolean NOT NULL,
	"list_price" bigint NOT NULL,
	"min_order_quantity" integer NOT NULL,
	"in_stock" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
INSERT INTO "product_search"
SELECT p.id, p.seller_priority, s.is_verified, p.list_price, p.min_order_quantity, p.stock >= p.min_order_quantity,
       p.created_at, p.category, p.name, p.search_vector
FROM products p JOIN profiles s ON s.id = p.seller_id
WHERE p.is_active AND s.is_active;
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_search_name_vector_idx" ON "product_search" USING gin (ts_filter("search_vector", '{a}'));--> statement-breakpoint
CREATE INDEX "product_search_price_idx" ON "product_search" USING btree ("list_price","product_id");--> statement-breakpoint
CREATE INDEX "product_search_name_idx" ON "product_search" USING btree ("name","product_id");--> statement-breakpoint
CREATE INDEX "product_search_ranked_created_idx" ON "product_search" USING btree ("seller_priority","created_at","product_id");--> statement-breakpoint
CREATE INDEX "product_search_created_idx" ON "product_search" USING btree ("created_at","product_id");--> statement-breakpoint
CREATE INDEX "product_search_recommended_idx" ON "product_search" USING btree ((-"seller_priority"),"name","product_id");--> statement-breakpoint
-- Products written by one statement (a form, a CSV import, a plan change re-ranking a seller's products) are
-- copied in one upsert: the visible ones written (rows whose search fields did not change are left alone),
-- the others removed. Deleted products leave through the foreign key's cascade.
CREATE OR REPLACE FUNCTION sync_product_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search
  SELECT n.id, n.seller_priority, s.is_verified, n.list_price, n.min_order_quantity, n.stock >= n.min_order_quantity,
         n.created_at, n.category, n.name, n.search_vector
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
CREATE TRIGGER products_search_insert
  AFTER INSERT ON "products" REFERENCING NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION sync_product_search();
--> statement-breakpoint
CREATE TRIGGER products_search_update
  AFTER UPDATE ON "products" REFERENCING OLD TABLE AS old_products NEW TABLE AS new_products
  FOR EACH STATEMENT EXECUTE FUNCTION sync_product_search();
--> statement-breakpoint
-- A seller's products appear when the seller is active and disappear when it is not; the verified flag follows.
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
         p.created_at, p.category, p.name, p.search_vector
  FROM new_profiles n JOIN old_profiles o ON o.id = n.id JOIN products p ON p.seller_id = n.id
  WHERE n.is_active AND NOT o.is_active AND p.is_active
  ORDER BY p.id
  ON CONFLICT (product_id) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER profiles_search_update
  AFTER UPDATE ON "profiles" REFERENCING OLD TABLE AS old_profiles NEW TABLE AS new_profiles
  FOR EACH STATEMENT EXECUTE FUNCTION sync_seller_product_search();
--> statement-breakpoint
ANALYZE "product_search";
