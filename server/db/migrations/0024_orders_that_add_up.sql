CREATE TABLE "buyer_addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"label" text NOT NULL,
	"address" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"buyer_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"quote_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_buyer_id_product_id_pk" PRIMARY KEY("buyer_id","product_id"),
	CONSTRAINT "cart_lines_quantity_check" CHECK ("cart_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"period" text PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_shipping" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"freight_rules" jsonb NOT NULL,
	"dispatch_days" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_shipping_dispatch_days_check" CHECK ("seller_shipping"."dispatch_days" between 0 and 30)
);
--> statement-breakpoint
ALTER TABLE "order_returns" DROP CONSTRAINT "order_returns_item_unique";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_check";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "dispatch_days" smallint;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "quantity" integer;--> statement-breakpoint
-- Before returns named a quantity, a request returned the whole line.
UPDATE "order_returns" r SET "quantity" = i."quantity" FROM "order_items" i WHERE i."id" = r."order_item_id";--> statement-breakpoint
ALTER TABLE "order_returns" ALTER COLUMN "quantity" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "photos" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" text;--> statement-breakpoint
-- Existing orders get numbers in the order they were placed, month by month (India's calendar).
UPDATE "orders" o SET "order_number" = n."order_number" FROM (
	SELECT "id", 'BB-' || to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'YYMM') || '-' ||
		lpad((row_number() OVER (PARTITION BY to_char("created_at" AT TIME ZONE 'Asia/Kolkata', 'YYMM') ORDER BY "created_at", "id"))::text, 6, '0') AS "order_number"
	FROM "orders"
) n WHERE n."id" = o."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collected_on_delivery" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A delivered cash-on-delivery order was paid its balance at the door.
UPDATE "orders" SET "collected_on_delivery" = "total_amount" - "advance_amount" WHERE "payment_method" = 'cod' AND "status" = 'Delivered';--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_earliest" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_latest" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payout_hold_reason" text;--> statement-breakpoint
ALTER TABLE "buyer_addresses" ADD CONSTRAINT "buyer_addresses_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_shipping" ADD CONSTRAINT "seller_shipping_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_addresses_buyer_idx" ON "buyer_addresses" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "buyer_addresses_one_default" ON "buyer_addresses" USING btree ("buyer_id") WHERE "buyer_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "order_returns_item_idx" ON "order_returns" USING btree ("order_item_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_number_unique" UNIQUE("order_number");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_dispatch_days_check" CHECK ("products"."dispatch_days" is null or "products"."dispatch_days" between 0 and 30);--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_quantity_check" CHECK ("order_returns"."quantity" > 0);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_check" CHECK ("orders"."total_amount" >= 0 and "orders"."advance_amount" >= 0 and "orders"."collected_on_delivery" >= 0 and "orders"."advance_amount" + "orders"."collected_on_delivery" <= "orders"."total_amount" and "orders"."freight_amount" between 0 and "orders"."total_amount");--> statement-breakpoint
INSERT INTO "order_number_counters" ("period", "last_value")
	SELECT substr("order_number", 4, 4), max(substr("order_number", 9)::integer) FROM "orders" GROUP BY 1;