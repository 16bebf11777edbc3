CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"return_id" uuid,
	"credit_note_number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_on" date NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_value" bigint NOT NULL,
	"cgst" bigint NOT NULL,
	"sgst" bigint NOT NULL,
	"igst" bigint NOT NULL,
	"total" bigint NOT NULL,
	"tcs_cgst" bigint DEFAULT 0 NOT NULL,
	"tcs_sgst" bigint DEFAULT 0 NOT NULL,
	"tcs_igst" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_return_id_unique" UNIQUE("return_id"),
	CONSTRAINT "credit_notes_seller_year_sequence" UNIQUE("seller_id","financial_year","sequence"),
	CONSTRAINT "credit_notes_seller_number" UNIQUE("seller_id","credit_note_number"),
	CONSTRAINT "credit_notes_reason_check" CHECK ("credit_notes"."reason" in ('cancellation', 'return')),
	CONSTRAINT "credit_notes_money_check" CHECK ("credit_notes"."taxable_value" >= 0 and "credit_notes"."cgst" >= 0 and "credit_notes"."sgst" >= 0 and "credit_notes"."igst" >= 0 and "credit_notes"."total" = "credit_notes"."taxable_value" + "credit_notes"."cgst" + "credit_notes"."sgst" + "credit_notes"."igst")
);
--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"invoice_number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_on" date NOT NULL,
	"kind" text NOT NULL,
	"supplier" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"place_of_supply" text NOT NULL,
	"place_of_supply_code" text NOT NULL,
	"taxable_value" bigint NOT NULL,
	"cgst" bigint NOT NULL,
	"sgst" bigint NOT NULL,
	"igst" bigint NOT NULL,
	"total" bigint NOT NULL,
	"tcs_cgst" bigint DEFAULT 0 NOT NULL,
	"tcs_sgst" bigint DEFAULT 0 NOT NULL,
	"tcs_igst" bigint DEFAULT 0 NOT NULL,
	"credited_taxable_value" bigint DEFAULT 0 NOT NULL,
	"credited_total" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_invoices_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "order_invoices_seller_year_sequence" UNIQUE("seller_id","financial_year","sequence"),
	CONSTRAINT "order_invoices_seller_number" UNIQUE("seller_id","invoice_number"),
	CONSTRAINT "order_invoices_kind_check" CHECK ("order_invoices"."kind" in ('B2B', 'B2C')),
	CONSTRAINT "order_invoices_money_check" CHECK ("order_invoices"."taxable_value" >= 0 and "order_invoices"."cgst" >= 0 and "order_invoices"."sgst" >= 0 and "order_invoices"."igst" >= 0 and "order_invoices"."total" = "order_invoices"."taxable_value" + "order_invoices"."cgst" + "order_invoices"."sgst" + "order_invoices"."igst"),
	CONSTRAINT "order_invoices_credit_check" CHECK ("order_invoices"."credited_taxable_value" between 0 and "order_invoices"."taxable_value" and "order_invoices"."credited_total" between 0 and "order_invoices"."total")
);
--> statement-breakpoint
CREATE TABLE "platform_fee_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"month" text NOT NULL,
	"invoice_number" text NOT NULL,
	"financial_year" text NOT NULL,
	"sequence" integer NOT NULL,
	"issued_on" date NOT NULL,
	"supplier" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"order_count" integer NOT NULL,
	"taxable_value" bigint NOT NULL,
	"cgst" bigint NOT NULL,
	"sgst" bigint NOT NULL,
	"igst" bigint NOT NULL,
	"total" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_fee_invoices_invoice_number_unique" UNIQUE("invoice_number"),
	CONSTRAINT "platform_fee_invoices_seller_month" UNIQUE("seller_id","month"),
	CONSTRAINT "platform_fee_invoices_money_check" CHECK ("platform_fee_invoices"."taxable_value" >= 0 and "platform_fee_invoices"."cgst" >= 0 and "platform_fee_invoices"."sgst" >= 0 and "platform_fee_invoices"."igst" >= 0 and "platform_fee_invoices"."total" = "platform_fee_invoices"."taxable_value" + "platform_fee_invoices"."cgst" + "platform_fee_invoices"."sgst" + "platform_fee_invoices"."igst")
);
--> statement-breakpoint
CREATE TABLE "seller_document_counters" (
	"seller_id" uuid NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_sequence" integer NOT NULL,
	CONSTRAINT "seller_document_counters_seller_id_series_financial_year_pk" PRIMARY KEY("seller_id","series","financial_year"),
	CONSTRAINT "seller_document_counters_series_check" CHECK ("seller_document_counters"."series" in ('invoice', 'credit-note'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "gst_legal_name" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "invoice_prefix" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_basis_points" integer;--> statement-breakpoint
-- Products listed before GST was recorded get their category's usual heading and rate; sellers correct them in the form.
UPDATE "products" SET ("hsn_code", "gst_rate_basis_points") = (
  CASE "category"
    WHEN 'Apparel' THEN '6109' WHEN 'Electronics' THEN '8517' WHEN 'Home Goods' THEN '6302'
    WHEN 'Food & Beverages' THEN '2106' WHEN 'Toys & Games' THEN '9503' WHEN 'Books & Stationery' THEN '4820'
    WHEN 'Health & Beauty' THEN '3304' WHEN 'Automotive' THEN '8708' WHEN 'Sports & Outdoors' THEN '9506'
    WHEN 'Watches & Jewelry' THEN '9102' WHEN 'Industrial & Scientific' THEN '8205' WHEN 'Kitchenware' THEN '7323'
    ELSE '9403' END,
  CASE "category"
    WHEN 'Apparel' THEN 500 WHEN 'Home Goods' THEN 500 WHEN 'Food & Beverages' THEN 500 WHEN 'Toys & Games' THEN 500
    WHEN 'Books & Stationery' THEN 500 WHEN 'Sports & Outdoors' THEN 500 WHEN 'Kitchenware' THEN 500
    ELSE 1800 END
);--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "hsn_code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "gst_rate_basis_points" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "gst_rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "taxable_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "cgst" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sgst" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "igst" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "intra_state" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_gst_rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_taxable_value" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_cgst" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_sgst" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "freight_igst" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fee_gst_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tcs_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tds_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_order_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."order_invoices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_fee_invoices" ADD CONSTRAINT "platform_fee_invoices_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_document_counters" ADD CONSTRAINT "seller_document_counters_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_order_idx" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_notes_issued_idx" ON "credit_notes" USING btree ("issued_on");--> statement-breakpoint
CREATE INDEX "order_invoices_seller_issued_idx" ON "order_invoices" USING btree ("seller_id","issued_on");--> statement-breakpoint
CREATE INDEX "order_invoices_issued_idx" ON "order_invoices" USING btree ("issued_on");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_hsn_code_check" CHECK ("products"."hsn_code" ~ '^([0-9]{4}|[0-9]{6}|[0-9]{8})$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_check" CHECK ("products"."gst_rate_basis_points" in (0, 25, 300, 500, 1800, 4000));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_tax_check" CHECK ("order_items"."taxable_value" >= 0 and "order_items"."cgst" >= 0 and "order_items"."sgst" >= 0 and "order_items"."igst" >= 0 and ("order_items"."taxable_value" + "order_items"."cgst" + "order_items"."sgst" + "order_items"."igst" in (0, "order_items"."price" * "order_items"."quantity")));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_deduction_rates_check" CHECK ("orders"."fee_gst_basis_points" between 0 and 10000 and "orders"."tcs_basis_points" between 0 and 10000 and "orders"."tds_basis_points" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_freight_tax_check" CHECK ("orders"."freight_taxable_value" >= 0 and "orders"."freight_cgst" >= 0 and "orders"."freight_sgst" >= 0 and "orders"."freight_igst" >= 0 and ("orders"."freight_taxable_value" + "orders"."freight_cgst" + "orders"."freight_sgst" + "orders"."freight_igst" in (0, "orders"."freight_amount")));