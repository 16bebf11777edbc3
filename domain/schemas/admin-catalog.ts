import { z } from "zod";
import { CATEGORY_NAMES } from "../categories";
import { SELLER_PRODUCT_LIMITS } from "../seller-products";

const paise = z.number().int().describe("paise");
const { name, description, stock, pricePaise } = SELLER_PRODUCT_LIMITS;

/** GET /api/admin/products: every seller's products, newest first, searched by product or seller name. */
export const adminProductQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional().transform((q) => q || undefined),
  category: z.enum(CATEGORY_NAMES).optional(),
  visibility: z.enum(["visible", "hidden"]).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type AdminProductQuery = z.infer<typeof adminProductQuerySchema>;

export const adminProductSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  category: z.enum(CATEGORY_NAMES),
  price: paise,
  /** What the product card shows: the base price, else the first tier's. */
  listPrice: paise,
  stock: z.number().int(),
  isActive: z.boolean(),
  sellerId: z.uuid(),
  sellerName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
export const adminProductListSchema = z.object({ products: z.array(adminProductSchema), nextCursor: z.string().nullable() });
export type AdminProductList = z.infer<typeof adminProductListSchema>;

/** The admin's edit form: name, description, base price (paise), category and stock. */
export const adminProductEditSchema = z.strictObject({
  name: z.string().trim().min(name.min, "validation:product.nameTooShort").max(name.max),
  description: z.string().trim().max(description.max),
  category: z.enum(CATEGORY_NAMES),
  price: paise.min(0).max(pricePaise.max),
  stock: z.number().int().min(0, "validation:product.stockNegative").max(stock.max),
});
export type AdminProductEdit = z.infer<typeof adminProductEditSchema>;

/** PATCH /api/admin/products/:productId: the edit form, or the Visible/Hidden toggle (each its own audited action). */
export const adminProductChangeSchema = z.union([adminProductEditSchema, z.strictObject({ isActive: z.boolean() })]);
export type AdminProductChange = z.infer<typeof adminProductChangeSchema>;
