CREATE TABLE "return_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"return_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"online_amount" bigint NOT NULL,
	"refund_id" uuid,
	"manual_amount" bigint NOT NULL,
	"manual_settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "return_refunds_return_id_unique" UNIQUE("return_id"),
	CONSTRAINT "return_refunds_amounts_check" CHECK ("return_refunds"."online_amount" >= 0 and "return_refunds"."manual_amount" >= 0 and "return_refunds"."amount" = "return_refunds"."online_amount" + "return_refunds"."manual_amount"),
	CONSTRAINT "return_refunds_online_check" CHECK (("return_refunds"."online_amount" = 0) = ("return_refunds"."refund_id" is null))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_fee_basis_points" integer;--> statement-breakpoint
-- Backfill (hand-written): existing orders take the fee that applies today, the seller's own or else the global one
-- (default 5%), as basis points; from now on the order-creating code snapshots it.
UPDATE "orders" SET "platform_fee_basis_points" = round(100 * coalesce(
	(SELECT "platform_fee_percentage" FROM "profiles" WHERE "profiles"."id" = "orders"."seller_id"),
	(SELECT ("value" #>> '{}')::numeric FROM "platform_settings" WHERE "key" = 'global_platform_fee'),
	5))::integer;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "platform_fee_basis_points" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
-- Backfill (hand-written): the last time each delivered order was marked Delivered, from its history.
UPDATE "orders" SET "delivered_at" = coalesce(
	(SELECT max("created_at") FROM "order_events" WHERE "order_events"."order_id" = "orders"."id" AND "to_status" = 'Delivered'),
	"orders"."updated_at")
WHERE "status" = 'Delivered';--> statement-breakpoint
-- Hand-written: before one open query per order is enforced, older duplicates are marked resolved.
UPDATE "payout_queries" SET "status" = 'resolved', "resolved_at" = now()
WHERE "status" = 'open' AND "id" NOT IN (SELECT DISTINCT ON ("order_id") "id" FROM "payout_queries" WHERE "status" = 'open' ORDER BY "order_id", "created_at" DESC);--> statement-breakpoint
ALTER TABLE "return_refunds" ADD CONSTRAINT "return_refunds_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_refunds" ADD CONSTRAINT "return_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_refunds" ADD CONSTRAINT "return_refunds_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "return_refunds_order_idx" ON "return_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "return_refunds_manual_due_idx" ON "return_refunds" USING btree ("created_at") WHERE "return_refunds"."manual_amount" > 0 and "return_refunds"."manual_settled_at" is null;--> statement-breakpoint
CREATE INDEX "orders_seller_delivered_idx" ON "orders" USING btree ("seller_id","delivered_at") WHERE "orders"."delivered_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_queries_one_open_per_order" ON "payout_queries" USING btree ("order_id") WHERE "payout_queries"."status" = 'open';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_platform_fee_check" CHECK ("orders"."platform_fee_basis_points" between 0 and 10000);