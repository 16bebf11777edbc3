import type { CategoryName } from "@domain/categories";
import { isGstRatePercent, isHsnCode } from "@domain/gst-rates";
import { tryRupeesToPaise } from "@domain/money";
import { basePriceWithFallback, type TierDraft, tiersFromDrafts } from "@domain/seller-products";
import { type SellerProduct, type SellerProductInput, sellerProductInputSchema } from "@domain/schemas/seller-products";
import type { Control } from "react-hook-form";
import { z } from "zod";

/** The product form as typed: numbers and rupees are text until saved, a tier row may be half filled. */
export type ProductFormValues = {
  name: string;
  description: string;
  category: CategoryName | "";
  stock: string;
  minOrderQuantity: string;
  /** Rupees, up to 2 decimals; empty falls back to the first tier's price. */
  price: string;
  tiers: TierDraft[];
  isActive: boolean;
  /** Whole days; empty for the seller's default. */
  dispatchDays: string;
  /** The goods' HSN code: 4, 6 or 8 digits. */
  hsnCode: string;
  /** A GST slab in percent ("18", "0.25"); empty until chosen. */
  gstRate: string;
};

/** The form's control: typed values in, the API's input out. */
export type ProductFormControl = Control<ProductFormValues, unknown, SellerProductInput>;

export const EMPTY_TIER: TierDraft = { quantity: "", price: "" };

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: "",
  description: "",
  category: "",
  stock: "",
  minOrderQuantity: "1",
  price: "",
  tiers: [EMPTY_TIER],
  isActive: true,
  dispatchDays: "",
  hsnCode: "",
  gstRate: "",
};

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** A saved product back in the form's terms; at least one (empty) tier row is always shown. */
export function productToFormValues(product: SellerProduct): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    category: product.category,
    stock: String(product.stock),
    minOrderQuantity: String(product.minOrderQuantity),
    price: product.price > 0 ? rupees(product.price) : "",
    tiers: product.tieredPricing.length > 0
      ? product.tieredPricing.map((tier) => ({ quantity: String(tier.quantity), price: rupees(tier.price) }))
      : [EMPTY_TIER],
    isActive: product.isActive,
    dispatchDays: product.dispatchDays === null ? "" : String(product.dispatchDays),
    hsnCode: product.hsnCode,
    gstRate: String(product.gstRate),
  };
}

const WHOLE_NUMBER = /^\d+$/;

/** The shared schema's field paths, in the form's names (tieredPricing.2.price → tiers). */
function formPath(path: PropertyKey[]): PropertyKey[] {
  return path[0] === "tieredPricing" ? ["tiers"] : path.slice(0, 1);
}

/**
 * Validates the typed form and turns it into the API's input (money in paise): first what only the form can judge
 * (empty or non-numeric text), then the same schema the server applies. Every message is a translation key (the
 * form's own in "seller-products", the schema's in "validation"). Tier rows missing a quantity or a price are
 * dropped (spec).
 */
export const productFormSchema = z
  .custom<ProductFormValues>()
  .transform((values, ctx): SellerProductInput => {
    const fail = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (values.name.trim() === "") fail("name", "seller-products:form.errors.nameRequired");
    if (values.category === "") fail("category", "seller-products:form.errors.categoryRequired");
    for (const field of ["stock", "minOrderQuantity"] as const) {
      const text = values[field].trim();
      if (text === "") fail(field, `seller-products:form.errors.${field}Required`);
      else if (!WHOLE_NUMBER.test(text)) fail(field, "seller-products:form.errors.wholeNumber");
    }
    const dispatchDays = (values.dispatchDays ?? "").trim();
    if (dispatchDays !== "" && !WHOLE_NUMBER.test(dispatchDays)) fail("dispatchDays", "seller-products:form.errors.wholeNumber");
    const enteredPrice = values.price.trim() === "" ? null : tryRupeesToPaise(values.price);
    if (values.price.trim() !== "" && (enteredPrice === null || enteredPrice < 0)) fail("price", "seller-products:form.errors.rupees");
    if (values.hsnCode.trim() === "") fail("hsnCode", "seller-products:form.errors.hsnCodeRequired");
    else if (!isHsnCode(values.hsnCode.trim())) fail("hsnCode", "validation:product.hsnCode");
    const gstRate = Number(values.gstRate);
    if (values.gstRate === "" || !isGstRatePercent(gstRate)) fail("gstRate", "seller-products:form.errors.gstRateRequired");
    const { tiers, invalidRows } = tiersFromDrafts(values.tiers);
    invalidRows.forEach((row) => ctx.addIssue({ code: "custom", path: ["tiers", row], message: "seller-products:form.errors.tierNumbers" }));
    if (ctx.issues.length > 0) return z.NEVER;

    const input: SellerProductInput = {
      name: values.name,
      description: values.description,
      category: values.category as CategoryName,
      stock: Number(values.stock.trim()),
      minOrderQuantity: Number(values.minOrderQuantity.trim()),
      price: basePriceWithFallback(enteredPrice, tiers),
      tieredPricing: tiers,
      isActive: values.isActive,
      dispatchDays: dispatchDays === "" ? null : Number(dispatchDays),
      hsnCode: values.hsnCode,
      gstRate,
    };
    const checked = sellerProductInputSchema.safeParse(input);
    if (checked.success) return checked.data;
    for (const issue of checked.error.issues) ctx.addIssue({ code: "custom", path: formPath(issue.path), message: issue.message });
    return z.NEVER;
  });
