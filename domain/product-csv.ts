/**
 * A seller's catalogue as CSV rows: one product a row, money in rupees, tiers as `qty:price;qty:price`, status
 * Active or Draft, the HSN code and the GST rate in percent (listed prices include it), "dispatch within N days"
 * (blank: the seller's default in Settings → Shipping), and an optional id (a row with an id updates that product;
 * without one it creates a product).
 * Pure conversion both ways; reading and writing the CSV text is product-csv-file.ts.
 */
import { CATEGORY_NAMES, isCategoryName } from "./categories";
import { MAX_DISPATCH_DAYS } from "./freight";
import { GST_RATE_PERCENTS } from "./gst-rates";
import { paiseToRupeesString, tryRupeesToPaise } from "./money";
import { sellerProductInputSchema, type SellerProductValues } from "./schemas/seller-products";

export const PRODUCT_CSV_COLUMNS = ["id", "name", "description", "category", "price", "stock", "min_order_quantity", "tiers", "status", "hsn_code", "gst_rate", "dispatch_days"] as const;
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];
export type ProductCsvRow = Record<ProductCsvColumn, string>;

/** Columns a file must have; the others may be left out (no id: every row creates a product). */
export const REQUIRED_PRODUCT_CSV_COLUMNS: readonly ProductCsvColumn[] = ["name", "category", "price", "stock", "hsn_code", "gst_rate"];

/** A product as exported: its id and what its seller can change (the GST rate in percent, as stored). */
export type CsvProduct = Omit<SellerProductValues, "gstRate"> & { gstRate: number; id: string };

export type ParsedCsvRow =
  | { ok: true; id: string | null; values: SellerProductValues }
  | { ok: false; id: string | null; name: string; errors: string[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const WHOLE_NUMBER = /^\d{1,12}$/;
/** A percent as a spreadsheet may write it: 18, 0.25, 5.00, 18%. */
const PERCENT = /^(\d{1,3}(?:\.\d{1,4})?)\s*%?$/;
/** An HSN code a spreadsheet read as a number and so lost its leading zero (0902 → 902). */
const HSN_WITHOUT_LEADING_ZERO = /^(?:\d{3}|\d{5}|\d{7})$/;

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a formula, so text cells that
 * start so are written with a leading apostrophe, which spreadsheets show as text, and read back without it. An
 * apostrophe already in front of such a start gets one more, so every text survives the round trip.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;
export const escapeCsvText = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
export const unescapeCsvText = (text: string) => (ESCAPED_FORMULA.test(text) ? text.slice(1) : text);

/** The row a product exports as. */
export function productToCsvRow(product: CsvProduct): ProductCsvRow {
  return {
    id: product.id,
    name: escapeCsvText(product.name),
    description: escapeCsvText(product.description),
    category: product.category,
    price: paiseToRupeesString(product.price),
    stock: String(product.stock),
    min_order_quantity: String(product.minOrderQuantity),
    tiers: product.tieredPricing.map((tier) => `${tier.quantity}:${paiseToRupeesString(tier.price)}`).join(";"),
    status: product.isActive ? "Active" : "Draft",
    hsn_code: product.hsnCode,
    gst_rate: String(product.gstRate),
    dispatch_days: product.dispatchDays == null ? "" : String(product.dispatchDays),
  };
}

/** The column each input field comes from, to name it in a row's errors. */
const COLUMN_OF: Record<string, ProductCsvColumn> = {
  name: "name",
  description: "description",
  category: "category",
  price: "price",
  stock: "stock",
  minOrderQuantity: "min_order_quantity",
  tieredPricing: "tiers",
  isActive: "status",
  hsnCode: "hsn_code",
  gstRate: "gst_rate",
  dispatchDays: "dispatch_days",
};

/**
 * A row as the seller wrote it (cells by column name; missing columns are empty), checked by the same rules as the
 * product form (sellerProductInputSchema). Errors name their column: "price: …". The schema's messages are
 * translation keys; `wordMessage` words them for the reader (the server: englishMessage, as its API errors do).
 */
export function csvRowToProduct(row: Partial<Record<string, string>>, wordMessage: (message: string) => string): ParsedCsvRow {
  const cell = (column: ProductCsvColumn) => (row[column] ?? "").trim();
  const errors: string[] = [];
  const idText = cell("id");
  const id = idText === "" ? null : UUID.test(idText) ? idText.toLowerCase() : null;
  if (idText !== "" && id === null) errors.push(`id: “${idText}” is not a product id. Leave it empty to add a new product.`);

  const category = cell("category");
  if (!isCategoryName(category)) errors.push(`category: must be one of ${CATEGORY_NAMES.join(", ")}.`);
  const price = cell("price") === "" ? 0 : tryRupeesToPaise(cell("price"));
  if (price === null) errors.push("price: enter rupees with at most 2 decimals, such as 125.50.");
  const stock = wholeNumber(cell("stock"), "stock", errors);
  const minOrderQuantity = cell("min_order_quantity") === "" ? 1 : wholeNumber(cell("min_order_quantity"), "min_order_quantity", errors);
  const tieredPricing = parseTiers(cell("tiers"), errors);
  const status = cell("status").toLowerCase();
  if (status !== "" && status !== "active" && status !== "draft") errors.push("status: must be Active or Draft.");
  const hsnCode = cell("hsn_code");
  if (HSN_WITHOUT_LEADING_ZERO.test(hsnCode)) {
    errors.push(`hsn_code: “${hsnCode}” has ${hsnCode.length} digits; an HSN code has 4, 6 or 8. If a spreadsheet dropped its leading zero, write 0${hsnCode}.`);
  }
  const gstRate = parseGstRate(cell("gst_rate"), errors);
  const dispatchDays = parseDispatchDays(cell("dispatch_days"), errors);

  const name = unescapeCsvText(cell("name"));
  const parsed = sellerProductInputSchema.safeParse({
    name,
    description: unescapeCsvText(cell("description")),
    category,
    stock,
    minOrderQuantity,
    price,
    tieredPricing,
    isActive: status !== "draft",
    hsnCode,
    gstRate,
    dispatchDays,
  });
  if (parsed.success && errors.length === 0) return { ok: true, id, values: parsed.data };
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const column = COLUMN_OF[String(issue.path[0])];
      // Cells refused above stood in as 0 and are not reported twice (bad tiers were left out, the rest are checked).
      if (column && column !== "tiers" && errors.some((error) => error.startsWith(`${column}:`))) continue;
      errors.push(`${column ?? "row"}: ${wordMessage(issue.message)}`);
    }
  }
  return { ok: false, id, name, errors };
}

function parseGstRate(text: string, errors: string[]): number {
  const percent = PERCENT.exec(text)?.[1];
  if (percent !== undefined) return Number(percent);
  errors.push(`gst_rate: enter the GST rate in percent, one of ${GST_RATE_PERCENTS.join(", ")}.`);
  return 0;
}

/** Blank: the seller's default dispatch days (null); otherwise whole days, 0 to 30. */
function parseDispatchDays(text: string, errors: string[]): number | null {
  if (text === "") return null;
  if (WHOLE_NUMBER.test(text) && Number(text) <= MAX_DISPATCH_DAYS) return Number(text);
  errors.push(`dispatch_days: “${text}” is not a whole number of days from 0 to ${MAX_DISPATCH_DAYS}. Leave it empty to use your default in Settings → Shipping.`);
  return null;
}

function wholeNumber(text: string, column: ProductCsvColumn, errors: string[]): number {
  if (WHOLE_NUMBER.test(text)) return Number(text);
  errors.push(`${column}: enter a whole number, such as 100.`);
  return 0;
}

function parseTiers(text: string, errors: string[]): { quantity: number; price: number }[] {
  const tiers: { quantity: number; price: number }[] = [];
  for (const part of text.split(";").map((piece) => piece.trim())) {
    if (part === "") continue;
    const [quantity = "", price = "", ...rest] = part.split(":").map((piece) => piece.trim());
    const paise = tryRupeesToPaise(price);
    if (!WHOLE_NUMBER.test(quantity) || paise === null || rest.length > 0) {
      errors.push(`tiers: “${part}” is not quantity:price in rupees, such as 50:95.50.`);
      continue;
    }
    tiers.push({ quantity: Number(quantity), price: paise });
  }
  return tiers;
}
