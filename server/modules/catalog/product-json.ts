import { sql } from "drizzle-orm";
import { sellerTrustJsonSql } from "../trust-signals/seller-trust";

/**
 * The catalogue's JSON, shaped by PostgreSQL so a page is serialised once, where its rows are read, and the server
 * passes the text through. Each is an expression over a product `p` joined to its seller `s`, giving the fields of
 * domain/schemas/catalog.ts in their order.
 */

/** Price tiers sorted by quantity (a seller's tiers have different quantities), with only their quantity and price. */
const tiers = `(
  select coalesce(json_agg(t order by t.quantity), '[]')
  from jsonb_to_recordset(p.tiered_pricing) t(quantity integer, price bigint))`;

/**
 * Its visible reviews' average in tenths and count. The average is rating_key's millions (the key is generated from
 * the star counts as domain/reviews.ts ratingKey: averageTenths × 1,000,000 + the count up to 999,999); the count is
 * summed from the star counts, since the key caps it.
 */
const rating = `json_build_object('averageTenths', (p.rating_key / 1000000)::int,
  'count', p.rating_counts[1] + p.rating_counts[2] + p.rating_counts[3] + p.rating_counts[4] + p.rating_counts[5])`;

const seller = `'id', s.id, 'companyName', s.company_name, 'isVerified', s.is_verified`;

/** What a visitor may see of a product: ProductSummary without its thumbnail (a page's seller adds its trust figures). */
const publicFieldsWith = (sellerFields: string) => `
  'id', p.id, 'name', p.name, 'category', p.category, 'price', p.price, 'listPrice', p.list_price,
  'minOrderQuantity', p.min_order_quantity, 'stock', p.stock, 'tieredPricing', ${tiers},
  'seller', json_build_object(${sellerFields}), 'rating', ${rating}`;
const publicFields = publicFieldsWith(seller);

/** The first image or video in display order, or null. */
const thumbnail = `(
  select json_build_object('mediaUrl', m.media_url, 'mediaType', m.media_type)
  from product_media m where m.product_id = p.id order by m.display_order, m.id limit 1)`;

/** All media in display order. */
const media = `(
  select coalesce(json_agg(json_build_object('id', m.id, 'mediaUrl', m.media_url, 'mediaType', m.media_type,
                                             'displayOrder', m.display_order) order by m.display_order, m.id), '[]')
  from product_media m where m.product_id = p.id)`;

/** A time as JavaScript's toISOString writes it (milliseconds, UTC), as the API has always sent it. */
const isoTime = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** ProductSummary, a product's card, as JSON text. */
export const productCardJson = sql.raw(`json_build_object(${publicFields}, 'thumbnail', ${thumbnail})::text`);

/** ProductDetail, a product's page, as JSON text. */
export const productDetailJson = sql.raw(`json_build_object(${publicFieldsWith(`${seller}, 'trust', ${sellerTrustJsonSql}`)},
  'description', p.description, 'hsnCode', p.hsn_code, 'gstRate', (p.gst_rate_basis_points / 100.0)::float8, 'isActive', p.is_active,
  'createdAt', ${isoTime("p.created_at")}, 'updatedAt', ${isoTime("p.updated_at")}, 'media', ${media})::text`);
