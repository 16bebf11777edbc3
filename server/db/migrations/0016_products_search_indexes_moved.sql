-- Search reads product_search (ADR 20): the GIN index on products.search_vector (the column stays, to feed
-- product_search) and the (category,) rank-and-time indexes that served relevance over products are no longer
-- read, and only slowed every product write.
DROP INDEX "products_ranked_created_idx";--> statement-breakpoint
DROP INDEX "products_category_ranked_created_idx";--> statement-breakpoint
DROP INDEX "products_search_idx";