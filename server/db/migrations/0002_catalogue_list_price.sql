DROP INDEX "products_category_price_idx";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "list_price" bigint GENERATED ALWAYS AS (case when price > 0 then price else coalesce((tiered_pricing -> 0 ->> 'price')::bigint, 0) end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "products_list_price_idx" ON "products" USING btree ("list_price","id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category","list_price","id");