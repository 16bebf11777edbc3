import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES } from "./categories";
import { GST_RATE_PERCENTS } from "./gst-rates";
import { csvRowToProduct, escapeCsvText, productToCsvRow, type CsvProduct, unescapeCsvText } from "./product-csv";
import { productRowsToCsv, readProductCsv } from "./product-csv-file";
import { sellerProductInputSchema } from "./schemas/seller-products";

const ID = "0b7f3c1e-2a4d-4c6e-8f10-1234567890ab";
/** The schema's messages as they are (translation keys); the server words them in English. */
const asKeys = (message: string) => message;
const rice: CsvProduct = {
  id: ID,
  name: "Basmati Rice 25kg",
  description: "Aged, long grain.\nPacked in jute, \"premium\" grade",
  category: "Food & Beverages",
  price: 12_550,
  stock: 400,
  minOrderQuantity: 10,
  tieredPricing: [
    { quantity: 50, price: 12_000 },
    { quantity: 100, price: 11_525 },
  ],
  isActive: false,
  hsnCode: "10063020",
  gstRate: 5,
  dispatchDays: 3,
};

describe("product CSV rows", () => {
  it("writes money in rupees with 2 decimals, tiers as qty:price and the status as Active or Draft", () => {
    expect(productToCsvRow(rice)).toEqual({
      id: ID,
      name: "Basmati Rice 25kg",
      description: rice.description,
      category: "Food & Beverages",
      price: "125.50",
      stock: "400",
      min_order_quantity: "10",
      tiers: "50:120.00;100:115.25",
      status: "Draft",
      hsn_code: "10063020",
      gst_rate: "5",
      dispatch_days: "3",
    });
    expect(productToCsvRow({ ...rice, dispatchDays: null }).dispatch_days).toBe("");
  });

  it("reads a row written by hand: optional columns default, tiers sorted, status in any case", () => {
    const parsed = csvRowToProduct({ name: " Steel bolts ", category: "Industrial & Scientific", price: "2", stock: "9000", tiers: " 500:1.5 ; 100:1.8 ;", status: "active", hsn_code: " 7318 ", gst_rate: "18%" }, asKeys);
    expect(parsed).toEqual({
      ok: true,
      id: null,
      values: {
        name: "Steel bolts",
        description: "",
        category: "Industrial & Scientific",
        price: 200,
        stock: 9000,
        minOrderQuantity: 1,
        tieredPricing: [
          { quantity: 100, price: 180 },
          { quantity: 500, price: 150 },
        ],
        isActive: true,
        hsnCode: "7318",
        gstRate: 18,
        dispatchDays: null,
      },
    });
  });

  it("names the column of every mistake in a row", () => {
    const parsed = csvRowToProduct({ id: "17", name: "ab", category: "Toys", price: "1.999", stock: "-3", min_order_quantity: "0", tiers: "10-5;0:4", status: "Hidden", hsn_code: "12AB", gst_rate: "12" }, asKeys);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual([
      "id: “17” is not a product id. Leave it empty to add a new product.",
      `category: must be one of ${CATEGORY_NAMES.join(", ")}.`,
      "price: enter rupees with at most 2 decimals, such as 125.50.",
      "stock: enter a whole number, such as 100.",
      "tiers: “10-5” is not quantity:price in rupees, such as 50:95.50.",
      "status: must be Active or Draft.",
      "name: validation:product.nameTooShort",
      "min_order_quantity: validation:product.minOrderQuantityTooSmall",
      "tiers: validation:product.tierQuantityTooSmall",
      "hsn_code: validation:product.hsnCode",
      "gst_rate: validation:product.gstRate",
    ]);
  });

  it("requires the HSN code and GST rate, and says when a spreadsheet dropped an HSN code's leading zero", () => {
    const row = { name: "Green tea", category: "Food & Beverages", price: "10", stock: "5" };
    expect(csvRowToProduct(row, asKeys)).toMatchObject({
      ok: false,
      errors: ["gst_rate: enter the GST rate in percent, one of 0, 0.25, 3, 5, 18, 40.", "hsn_code: validation:product.hsnCode"],
    });
    expect(csvRowToProduct({ ...row, hsn_code: "902", gst_rate: "five" }, asKeys)).toMatchObject({
      ok: false,
      errors: [
        "hsn_code: “902” has 3 digits; an HSN code has 4, 6 or 8. If a spreadsheet dropped its leading zero, write 0902.",
        "gst_rate: enter the GST rate in percent, one of 0, 0.25, 3, 5, 18, 40.",
      ],
    });
    expect(csvRowToProduct({ ...row, hsn_code: "12345", gst_rate: "5" }, asKeys)).toMatchObject({ ok: false });
    for (const [text, rate] of [["0.25", 0.25], ["0", 0], ["3", 3], ["5.00", 5], ["18 %", 18], ["40", 40]] as const) {
      expect(csvRowToProduct({ ...row, hsn_code: "0902", gst_rate: text }, asKeys)).toMatchObject({ ok: true, values: { hsnCode: "0902", gstRate: rate } });
    }
  });

  it("reads dispatch days: blank is the seller's default (null), else whole days 0 to 30, naming the column", () => {
    const row = { name: "Green tea", category: "Food & Beverages", price: "10", stock: "5", hsn_code: "0902", gst_rate: "5" };
    expect(csvRowToProduct(row, asKeys)).toMatchObject({ ok: true, values: { dispatchDays: null } });
    for (const [text, days] of [["", null], [" ", null], ["0", 0], [" 7 ", 7], ["30", 30]] as const) {
      expect(csvRowToProduct({ ...row, dispatch_days: text }, asKeys)).toMatchObject({ ok: true, values: { dispatchDays: days } });
    }
    for (const text of ["31", "-1", "2.5", "3 days", "two"]) {
      expect(csvRowToProduct({ ...row, dispatch_days: text }, asKeys)).toEqual({
        ok: false,
        id: null,
        name: "Green tea",
        errors: [`dispatch_days: “${text}” is not a whole number of days from 0 to 30. Leave it empty to use your default in Settings → Shipping.`],
      });
    }
  });

  it("refuses two tiers for one quantity, like the form", () => {
    const parsed = csvRowToProduct({ name: "Mugs", category: "Kitchenware", price: "10", stock: "5", tiers: "10:9;10:8", hsn_code: "6912", gst_rate: "5" }, asKeys);
    expect(parsed).toMatchObject({ ok: false, errors: ["tiers: validation:product.tierQuantitiesRepeat"] });
  });

  it("keeps a spreadsheet from running a name as a formula, and reads it back unchanged", () => {
    for (const text of ["=HYPERLINK(\"x\")", "+91 mugs", "-5% off", "@home", "'=already", "''+twice", "plain", "'quoted"]) {
      expect(unescapeCsvText(escapeCsvText(text))).toBe(text);
    }
    expect(escapeCsvText("=1+1")).toBe("'=1+1");
    expect(escapeCsvText("plain")).toBe("plain");
  });
});

describe("product CSV files", () => {
  it("numbers rows as a spreadsheet does, skipping blank ones, and reports unknown and missing columns", () => {
    const { rows, fileErrors } = readProductCsv("\uFEFFName, Category ,price,stock,HSN_Code,gst_rate,colour\r\nMugs,Kitchenware,10,5,6912,5,red\r\n,,,,,,\r\nCups,Kitchenware,4,2,6912,5\r\n");
    expect(fileErrors).toEqual(["Unknown columns: “colour”. The columns are id, name, description, category, price, stock, min_order_quantity, tiers, status, hsn_code, gst_rate, dispatch_days."]);
    expect(rows.map((row) => [row.line, row.cells.name])).toEqual([
      [2, "Mugs"],
      [4, "Cups"],
    ]);
    expect(readProductCsv("name,price\r\nMugs,10").fileErrors).toEqual(["Missing columns: category, stock, hsn_code, gst_rate."]);
    expect(readProductCsv("name,category,price,stock,hsn_code,gst_rate\r\n").fileErrors).toEqual(["The file has no product rows."]);
  });

  it("round-trips any valid product through a CSV file: product → row → CSV → row → product", () => {
    const text = fc.oneof(fc.string({ unit: "grapheme", maxLength: 40 }), fc.constantFrom("=SUM(A1)", "a,b", 'say "hi"', "line\r\nbreak", "'@x", "₹ दाम"));
    const input = fc.record({
      name: text,
      description: text,
      category: fc.constantFrom(...CATEGORY_NAMES),
      stock: fc.integer({ min: 0, max: 10_000_000 }),
      minOrderQuantity: fc.integer({ min: 1, max: 1_000_000 }),
      price: fc.integer({ min: 0, max: 1_000_000_000 }),
      tieredPricing: fc.uniqueArray(fc.record({ quantity: fc.integer({ min: 1, max: 1_000_000 }), price: fc.integer({ min: 1, max: 1_000_000_000 }) }), {
        maxLength: 10,
        selector: (tier) => tier.quantity,
      }),
      isActive: fc.boolean(),
      hsnCode: fc.stringMatching(/^(?:\d{4}|\d{6}|\d{8})$/),
      gstRate: fc.constantFrom(...GST_RATE_PERCENTS),
      dispatchDays: fc.option(fc.integer({ min: 0, max: 30 })),
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.uuid({ version: 4 }), input), { minLength: 1, maxLength: 5 }), (entries) => {
        const products = entries.flatMap(([id, raw]) => {
          const parsed = sellerProductInputSchema.safeParse(raw);
          return parsed.success ? [{ ...parsed.data, id }] : [];
        });
        fc.pre(products.length > 0);
        const file = readProductCsv(productRowsToCsv(products.map(productToCsvRow)));
        expect(file.fileErrors).toEqual([]);
        const back = file.rows.map((row) => csvRowToProduct(row.cells, asKeys));
        expect(back).toEqual(products.map(({ id, ...values }) => ({ ok: true, id, values })));
      }),
      { numRuns: 300 },
    );
  });
});
