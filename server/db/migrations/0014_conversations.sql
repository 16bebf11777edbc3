CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"valid_until" date NOT NULL,
	"delivery_terms" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"accepted_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"checkout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" in ('sent', 'withdrawn', 'accepted', 'ordered')),
	CONSTRAINT "quotes_quantity_check" CHECK ("quotes"."quantity" > 0),
	CONSTRAINT "quotes_unit_price_check" CHECK ("quotes"."unit_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "requirements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"category" text NOT NULL,
	"product_name" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"quantity" integer NOT NULL,
	"target_unit_price" bigint,
	"delivery_city" text NOT NULL,
	"delivery_pincode" text NOT NULL,
	"needed_by" date,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "requirements_status_check" CHECK ("requirements"."status" in ('open', 'fulfilled', 'cancelled')),
	CONSTRAINT "requirements_quantity_check" CHECK ("requirements"."quantity" > 0),
	CONSTRAINT "requirements_target_price_check" CHECK ("requirements"."target_unit_price" is null or "requirements"."target_unit_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "seller_blocks" (
	"seller_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_blocks_seller_id_buyer_id_pk" PRIMARY KEY("seller_id","buyer_id")
);
--> statement-breakpoint
CREATE TABLE "thread_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"author_id" uuid,
	"author" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_type" text,
	"attachment_bytes" integer,
	"quote_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_messages_author_check" CHECK ("thread_messages"."author" in ('buyer', 'seller', 'admin', 'system')),
	CONSTRAINT "thread_messages_content_check" CHECK ("thread_messages"."body" <> '' or "thread_messages"."attachment_key" is not null or "thread_messages"."quote_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"origin" text NOT NULL,
	"product_id" uuid,
	"requirement_id" uuid,
	"subject" text NOT NULL,
	"quantity" integer NOT NULL,
	"target_unit_price" bigint,
	"delivery_city" text NOT NULL,
	"delivery_pincode" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_reason" text,
	"closed_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"buyer_read_at" timestamp with time zone,
	"seller_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "threads_origin_check" CHECK ("threads"."origin" in ('enquiry', 'requirement')),
	CONSTRAINT "threads_status_check" CHECK ("threads"."status" in ('open', 'closed')),
	CONSTRAINT "threads_quantity_check" CHECK ("threads"."quantity" > 0),
	CONSTRAINT "threads_parties_check" CHECK ("threads"."buyer_id" <> "threads"."seller_id")
);
--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "requirements" ADD CONSTRAINT "requirements_category_categories_name_fk" FOREIGN KEY ("category") REFERENCES "public"."categories"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "seller_blocks" ADD CONSTRAINT "seller_blocks_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_blocks" ADD CONSTRAINT "seller_blocks_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_buyer_id_profiles_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_seller_id_profiles_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_requirement_id_requirements_id_fk" FOREIGN KEY ("requirement_id") REFERENCES "public"."requirements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_thread_idx" ON "quotes" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_buyer_idx" ON "quotes" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "requirements_buyer_idx" ON "requirements" USING btree ("buyer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "requirements_open_category_idx" ON "requirements" USING btree ("category","created_at","id") WHERE "requirements"."status" = 'open';--> statement-breakpoint
CREATE INDEX "thread_messages_thread_idx" ON "thread_messages" USING btree ("thread_id","created_at","id");--> statement-breakpoint
CREATE INDEX "threads_buyer_idx" ON "threads" USING btree ("buyer_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "threads_seller_idx" ON "threads" USING btree ("seller_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "threads_last_message_idx" ON "threads" USING btree ("last_message_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "threads_requirement_seller_unique" ON "threads" USING btree ("requirement_id","seller_id") WHERE "threads"."requirement_id" is not null;