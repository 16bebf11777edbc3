import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { products } from "../../db/schema";
import { productInput } from "../../modules/seller-catalog/test-factories";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

type Seller = Awaited<ReturnType<typeof signInAs>>;
const create = async (seller: Seller, overrides: Parameters<typeof productInput>[0] = {}) =>
  (await app.inject({ method: "POST", url: "/api/seller/products", headers: seller.headers, payload: productInput(overrides) })).json() as { id: string };
const exportCsv = (seller: Seller) => app.inject({ url: "/api/seller/products/export.csv", headers: seller.headers });
const post = (seller: Seller, path: "import" | "import/preview", csv: string) =>
  app.inject({ method: "POST", url: `/api/seller/products/${path}`, headers: seller.headers, payload: { csv } });
const catalogue = async (seller: Seller) =>
  (await app.ctx.db.select().from(products).where(eq(products.sellerId, seller.profile.id)).orderBy(products.name)).map(
    ({ searchVector: _v, ...product }) => product,
  );

describe("CSV export and import of a seller's catalogue", () => {
  it("exports the catalogue as a CSV attachment: rupees, qty:price tiers, Active/Draft, formulas defused", async () => {
    const seller = await signInAs(app, "seller");
    const mugs = await create(seller, { name: "=Mugs, set of 6", description: 'Stoneware, "microwave safe"\nHand glazed', price: 12_550, isActive: false, dispatchDays: 4 });
    const res = await exportCsv(seller);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    const { data } = Papa.parse<Record<string, string>>(res.body.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true });
    expect(data).toEqual([
      {
        id: mugs.id,
        name: "'=Mugs, set of 6",
        description: 'Stoneware, "microwave safe"\nHand glazed',
        category: "Kitchenware",
        price: "125.50",
        stock: "250",
        min_order_quantity: "10",
        tiers: "100:320.00",
        status: "Draft",
        hsn_code: "7323",
        gst_rate: "5",
        dispatch_days: "4",
      },
    ]);
  });

  it("round-trips: exporting and importing the file again changes nothing", async () => {
    const seller = await signInAs(app, "seller");
    await create(seller, { name: "Brass lamp", tieredPricing: [] });
    await create(seller, { name: "@home cushion", price: 0, tieredPricing: [{ quantity: 5, price: 999 }, { quantity: 50, price: 899 }] });
    await create(seller, { name: "Teak stool", description: "", isActive: false, dispatchDays: 0 });
    const before = await catalogue(seller);
    const csv = (await exportCsv(seller)).body;

    const preview = (await post(seller, "import/preview", csv)).json();
    expect(preview).toMatchObject({ creates: 0, updates: 3, fileErrors: [], valid: true, allowance: { used: 3, limit: 10 } });
    expect(preview.rows.map((row: { line: number; action: string; errors: string[] }) => [row.line, row.action, row.errors])).toEqual([
      [2, "update", []],
      [3, "update", []],
      [4, "update", []],
    ]);
    const imported = await post(seller, "import", csv);
    expect(imported.statusCode).toBe(200);
    expect(imported.json()).toEqual({ created: 0, updated: 0 });
    expect(await catalogue(seller)).toEqual(before);
    expect((await exportCsv(seller)).body).toBe(csv);
  });

  it("creates and updates in one go: edited rows change, columns left out keep their values, rows without an id are added", async () => {
    const seller = await signInAs(app, "seller");
    const lamp = await create(seller, { name: "Brass lamp", description: "Hand cast", minOrderQuantity: 4, dispatchDays: 6 });
    const csv = [
      "id,name,category,price,stock,tiers,status,hsn_code,gst_rate",
      `${lamp.id},Brass lamp (large),Home Goods,450.00,12,10:420;50:400,Draft,7418,18`,
      ",Clay pot,Home Goods,99.5,300,,,6912,5",
    ].join("\n");
    expect((await post(seller, "import", csv)).json()).toEqual({ created: 1, updated: 1 });
    const rows = await catalogue(seller);
    expect(
      rows.map((p) => [p.name, p.description, p.category, p.price, p.stock, p.minOrderQuantity, p.tieredPricing, p.isActive, p.hsnCode, p.gstRateBasisPoints, p.dispatchDays]),
    ).toEqual([
      ["Brass lamp (large)", "Hand cast", "Home Goods", 45_000, 12, 4, [{ quantity: 10, price: 42_000 }, { quantity: 50, price: 40_000 }], false, "7418", 1800, 6],
      ["Clay pot", "", "Home Goods", 9_950, 300, 1, [], true, "6912", 500, null],
    ]);
  });

  it("imports dispatch days: a number sets them, a blank cell goes back to the seller's default", async () => {
    const seller = await signInAs(app, "seller");
    const lamp = await create(seller, { name: "Brass lamp", dispatchDays: 6 });
    const stool = await create(seller, { name: "Teak stool" });
    const csv = [
      "id,name,category,price,stock,hsn_code,gst_rate,dispatch_days",
      `${lamp.id},Brass lamp,Home Goods,450,12,7418,18,`,
      `${stool.id},Teak stool,Furniture,900,3,9403,18,12`,
      ",Clay pot,Home Goods,99.5,300,6912,5,0",
    ].join("\n");
    expect((await post(seller, "import", csv)).json()).toEqual({ created: 1, updated: 2 });
    expect((await catalogue(seller)).map((p) => [p.name, p.dispatchDays])).toEqual([
      ["Brass lamp", null],
      ["Clay pot", 0],
      ["Teak stool", 12],
    ]);
    const bad = (await post(seller, "import/preview", csv.replace(",12\n", ",31\n"))).json();
    expect(bad.rows.filter((row: { errors: string[] }) => row.errors.length)).toEqual([
      {
        line: 3,
        action: "update",
        name: "Teak stool",
        errors: ["dispatch_days: “31” is not a whole number of days from 0 to 30. Leave it empty to use your default in Settings → Shipping."],
      },
    ]);
  });

  it("refuses a file with one bad row as a whole: numbered errors in the preview, nothing written", async () => {
    const seller = await signInAs(app, "seller");
    const other = await signInAs(app, "seller");
    const lamp = await create(seller, { name: "Brass lamp" });
    const theirs = await create(other, { name: "Their product" });
    const before = await catalogue(seller);
    const csv = [
      "id,name,category,price,stock,hsn_code,gst_rate",
      ",Good new product,Furniture,10,1,9403,18",
      `${lamp.id},Brass lamp renamed,Home Goods,20,2,7418,18`,
      ",Bad price,Furniture,12.345,1,9403,18",
      "",
      `${theirs.id},Not mine,Furniture,10,1,9403,18`,
      `${lamp.id},Brass lamp again,Home Goods,20,2,7418,18`,
      ",ab,Furniture,10,1,9403,18",
      ",Bad HSN,Furniture,10,1,12AB,18",
      ",Five digits,Furniture,10,1,12345,18",
      ",Bad rate,Furniture,10,1,9403,12",
    ].join("\r\n");

    const preview = (await post(seller, "import/preview", csv)).json();
    expect(preview.valid).toBe(false);
    expect(preview.rows.filter((row: { errors: string[] }) => row.errors.length)).toEqual([
      { line: 4, action: "create", name: "Bad price", errors: ["price: enter rupees with at most 2 decimals, such as 125.50."] },
      { line: 6, action: "update", name: "Not mine", errors: ["id: none of your products has this id. Leave it empty to add a new product."] },
      { line: 7, action: "update", name: "Brass lamp again", errors: ["id: the same product is on row 3."] },
      // The product form's own rule, in the same English sentence as the API's validation errors.
      { line: 8, action: "create", name: "ab", errors: ["name: Name must be at least 3 characters."] },
      { line: 9, action: "create", name: "Bad HSN", errors: ["hsn_code: Enter the HSN code: 4, 6 or 8 digits."] },
      {
        line: 10,
        action: "create",
        name: "Five digits",
        errors: ["hsn_code: “12345” has 5 digits; an HSN code has 4, 6 or 8. If a spreadsheet dropped its leading zero, write 012345."],
      },
      { line: 11, action: "create", name: "Bad rate", errors: ["gst_rate: Choose a GST rate: 0, 0.25, 3, 5, 18 or 40 percent."] },
    ]);

    const refused = await post(seller, "import", csv);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: "CSV_IMPORT_INVALID", details: preview });
    expect(await catalogue(seller)).toEqual(before);
    expect((await catalogue(other)).map((p) => p.name)).toEqual(["Their product"]);
  });

  it("counts the creates against the plan limit", async () => {
    const seller = await signInAs(app, "seller");
    for (let i = 0; i < 8; i++) await create(seller, { name: `Existing ${i}` });
    const rows = (n: number) => ["name,category,price,stock,hsn_code,gst_rate", ...Array.from({ length: n }, (_, i) => `New ${i},Toys & Games,5,5,9503,5`)].join("\n");
    const over = (await post(seller, "import/preview", rows(3))).json();
    expect(over).toMatchObject({ valid: false, creates: 3, allowance: { used: 8, limit: 10 } });
    expect(over.fileErrors).toEqual(["This file adds 3 products to your 8, beyond your limit of 10 products. Please upgrade your plan to add more."]);
    expect((await post(seller, "import", rows(3))).statusCode).toBe(422);
    expect((await post(seller, "import", rows(2))).json()).toEqual({ created: 2, updated: 0 });
  });

  it("reports a file it cannot read: missing and unknown columns, no rows", async () => {
    const seller = await signInAs(app, "seller");
    const preview = (await post(seller, "import/preview", "title,price\nMugs,10")).json();
    expect(preview.valid).toBe(false);
    expect(preview.fileErrors).toEqual([
      "Unknown columns: “title”. The columns are id, name, description, category, price, stock, min_order_quantity, tiers, status, hsn_code, gst_rate, dispatch_days.",
      "Missing columns: name, category, stock, hsn_code, gst_rate.",
    ]);
    expect((await post(seller, "import/preview", "")).statusCode).toBe(400);
  });
});
