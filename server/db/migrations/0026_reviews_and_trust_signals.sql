CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_item_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"product_id" uuid,
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"stars" smallint NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"edited_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"hidden_by" uuid,
	"seller_reply" text,
	"seller_replied_at" timestamp with time zone,
	"seller_reply_edited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_stars_check" CHECK ("product_reviews"."stars" between 1 and 5),
	CONSTRAINT "product_reviews_helpful_check" CHECK ("product_reviews"."helpful_count" >= 0),
	CONSTRAINT "product_reviews_parties_check" CHECK ("product_reviews"."buyer_id" <> "product_reviews"."seller_id"),
	CONSTRAINT "product_reviews_hidden_check" CHECK (("product_reviews"."hidden_at" is null) = ("product_reviews"."hidden_reason" is null)),
	CONSTRAINT "product_reviews_reply_check" CHECK (("product_reviews"."seller_reply" is null) = ("product_reviews"."seller_replied_at" is null))
);
--> statement-breakpoint
CREATE TABLE "review_helpful_votes" (
	"review_id" uuid NOT NULL,
	"voter_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_helpful_votes_review_id_voter_id_pk" PRIMARY KEY("review_id","voter_id")
);
--> statement-breakpoint
CREATE TABLE "review_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"media_url" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_reporter_unique" UNIQUE("review_id","reporter_id"),
	CONSTRAINT "review_reports_reason_check" CHECK ("review_reports"."reason" in ('spam', 'offensive', 'not_about_product', 'personal_information', 'other'))
);
--> statement-breakpoint
CREATE TABLE "seller_ratings" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"rating_counts" integer[] DEFAULT '{0,0,0,0,0}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_trust_signals" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"enquiries_received" integer DEFAULT 0 NOT NULL,
	"response_rate_percent" smallint,
	"median_response_minutes" integer,
	"orders_delivered" integer DEFAULT 0 NOT NULL,
	"deliveries_judged" integer DEFAULT 0 NOT NULL,
	"on_time_percent" smallint,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_trust_signals_percent_check" CHECK ("seller_trust_signals"."response_rate_percent" between 0 and 100 and "seller_trust_signals"."on_time_percent" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "rating_key" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_counts" integer[] DEFAULT '{0,0,0,0,0}' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rating_key" bigint GENERATED ALWAYS AS (case when (rating_counts[1] + rating_counts[2] + rating_counts[3] + rating_counts[4] + rating_counts[5])::bigint = 0 then 0 else ((20 * (rating_counts[1] + 2 * rating_counts[2] + 3 * rating_counts[3] + 4 * rating_counts[4] + 5 * rating_counts[5])::bigint + (rating_counts[1] + rating_counts[2] + rating_counts[3] + rating_counts[4] + rating_counts[5])::bigint) / (2 * (rating_counts[1] + rating_counts[2] + rating_counts[3] + rating_counts[4] + rating_counts[5])::bigint)) * 1000000 + least((rating_counts[1] + rating_counts[2] + rating_counts[3] + rating_counts[4] + rating_counts[5])::bigint, 999999) end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_hidden_by_profiles_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_voter_id_profiles_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_profiles_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_resolved_by_profiles_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_trust_signals" ADD CONSTRAINT "seller_trust_signals_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_order_item_unique" ON "product_reviews" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "product_reviews_product_newest_idx" ON "product_reviews" USING btree ("product_id","created_at","id") WHERE "product_reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "product_reviews_product_helpful_idx" ON "product_reviews" USING btree ("product_id","helpful_count","created_at","id") WHERE "product_reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "product_reviews_buyer_idx" ON "product_reviews" USING btree ("buyer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "product_reviews_seller_idx" ON "product_reviews" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "review_photos_review_idx" ON "review_photos" USING btree ("review_id","display_order");--> statement-breakpoint
CREATE INDEX "review_reports_open_idx" ON "review_reports" USING btree ("created_at","id") WHERE "review_reports"."resolved_at" is null;--> statement-breakpoint
CREATE INDEX "product_search_rating_idx" ON "product_search" USING btree ("rating_key","product_id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating_key","id");--> statement-breakpoint
CREATE INDEX "products_category_rating_idx" ON "products" USING btree ("category","rating_key","id");--> statement-breakpoint
-- The search's copy carries the rating key too (the sort "top rated" and the filter "4★ & up"), with named columns
-- now that generated columns sit between the copied ones.
CREATE OR REPLACE FUNCTION sync_product_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_search (product_id, seller_priority, seller_verified, list_price, min_order_quantity, in_stock,
                              created_at, category, name, search_vector, rating_key)
  SELECT n.id, n.seller_priority, s.is_verified, n.list_price, n.min_order_quantity, n.stock >= n.min_order_quantity,
         n.created_at, n.category, n.name, n.search_vector || search_name_bucket(n.name), n.rating_key
  FROM new_products n JOIN profiles s ON s.id = n.seller_id
  WHERE n.is_active AND s.is_active
  ORDER BY n.id
  ON CONFLICT (product_id) DO UPDATE SET
    seller_priority = excluded.seller_priority, seller_verified = excluded.seller_verified,
    list_price = excluded.list_price, min_order_quantity = excluded.min_order_quantity, in_stock = excluded.in_stock,
    created_at = excluded.created_at, category = excluded.category, name = excluded.name,
    search_vector = excluded.search_vector, rating_key = excluded.rating_key
  WHERE (product_search.seller_priority, product_search.seller_verified, product_search.list_price,
         product_search.min_order_quantity, product_search.in_stock, product_search.created_at,
         product_search.category, product_search.name, product_search.search_vector, product_search.rating_key)
    IS DISTINCT FROM (excluded.seller_priority, excluded.seller_verified, excluded.list_price,
         excluded.min_order_quantity, excluded.in_stock, excluded.created_at, excluded.category, excluded.name,
         excluded.search_vector, excluded.rating_key);
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
  INSERT INTO product_search (product_id, seller_priority, seller_verified, list_price, min_order_quantity, in_stock,
                              created_at, category, name, search_vector, rating_key)
  SELECT p.id, p.seller_priority, n.is_verified, p.list_price, p.min_order_quantity, p.stock >= p.min_order_quantity,
         p.created_at, p.category, p.name, p.search_vector || search_name_bucket(p.name), p.rating_key
  FROM new_profiles n JOIN old_profiles o ON o.id = n.id JOIN products p ON p.seller_id = n.id
  WHERE n.is_active AND NOT o.is_active AND p.is_active
  ORDER BY p.id
  ON CONFLICT (product_id) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A review counts in its product's and its seller's star counts while it is visible (domain/reviews.ts withRating).
-- Row locks on the product and the seller's row serialise concurrent reviews of one product, so no count is lost.
-- Changes that do not move a star (a helpful vote, a reply, an edit of the text) touch neither.
CREATE OR REPLACE FUNCTION review_star_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.stars, OLD.hidden_at IS NULL, OLD.product_id, OLD.seller_id)
      IS NOT DISTINCT FROM (NEW.stars, NEW.hidden_at IS NULL, NEW.product_id, NEW.seller_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL THEN
    IF OLD.product_id IS NOT NULL THEN
      UPDATE products SET rating_counts[OLD.stars] = rating_counts[OLD.stars] - 1 WHERE id = OLD.product_id;
    END IF;
    UPDATE seller_ratings SET rating_counts[OLD.stars] = rating_counts[OLD.stars] - 1 WHERE seller_id = OLD.seller_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.hidden_at IS NULL THEN
    IF NEW.product_id IS NOT NULL THEN
      UPDATE products SET rating_counts[NEW.stars] = rating_counts[NEW.stars] + 1 WHERE id = NEW.product_id;
    END IF;
    INSERT INTO seller_ratings (seller_id) VALUES (NEW.seller_id) ON CONFLICT (seller_id) DO NOTHING;
    UPDATE seller_ratings SET rating_counts[NEW.stars] = rating_counts[NEW.stars] + 1 WHERE seller_id = NEW.seller_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_reviews_rating AFTER INSERT OR UPDATE OR DELETE ON product_reviews
  FOR EACH ROW EXECUTE FUNCTION review_star_delta();
--> statement-breakpoint
-- "Was this helpful?" votes counted on the review, one per account.
CREATE OR REPLACE FUNCTION review_helpful_delta() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE product_reviews SET helpful_count = helpful_count + 1 WHERE id = NEW.review_id;
  ELSE
    UPDATE product_reviews SET helpful_count = helpful_count - 1 WHERE id = OLD.review_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER review_helpful_votes_count AFTER INSERT OR DELETE ON review_helpful_votes
  FOR EACH ROW EXECUTE FUNCTION review_helpful_delta();
