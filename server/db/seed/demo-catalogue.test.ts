import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_NAMES } from "@domain/categories";
import { displayPrice } from "@domain/pricing";
import type { DatabaseHandle } from "../client";
import { productMedia, products } from "../schema";
import { createTestDatabase } from "../../test/test-database";
import { DEMO_SELLERS } from "./demo-accounts";
import { seedDemoCatalogue } from "./demo-catalogue";
import { createUserWithProfile } from "./factories";

const publicDir = fileURLToPath(new URL("../../../public", import.meta.url));
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  const sellers = [];
  for (const seller of DEMO_SELLERS) sellers.push(await createUserWithProfile(handle.db, seller));
  await seedDemoCatalogue(handle.db, sellers);
});
afterAll(async () => handle.close());

describe("demo catalogue", () => {
  it("has 80+ active products in every one of the 13 categories, and a few inactive ones", async () => {
    const rows = await handle.db.select().from(products);
    const active = rows.filter((row) => row.isActive);
    expect(active.length).toBeGreaterThanOrEqual(80);
    expect(rows.length - active.length).toBeGreaterThanOrEqual(3);
    for (const category of CATEGORY_NAMES) {
      expect(active.filter((row) => row.category === category).length, category).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(rows.map((row) => row.sellerId)).size).toBe(DEMO_SELLERS.length);
  });

  it("prices every product in whole paise, with tiers above the minimum order and cheaper as quantity grows", async () => {
    for (const row of await handle.db.select().from(products)) {
      expect(Number.isSafeInteger(row.price), row.name).toBe(true);
      expect(row.listPrice, row.name).toBe(displayPrice(row));
      const tiers = row.tieredPricing;
      tiers.forEach((tier, i) => {
        expect(tier.quantity, row.name).toBeGreaterThanOrEqual(row.minOrderQuantity);
        const previous = i === 0 ? row.price : tiers[i - 1]!.price;
        if (previous > 0) expect(tier.price, row.name).toBeLessThan(previous);
      });
    }
  });

  it("gives every product one to three images that exist in public/", async () => {
    const perProduct = await handle.db
      .select({ id: products.id, images: count(productMedia.id) })
      .from(products)
      .leftJoin(productMedia, eq(productMedia.productId, products.id))
      .groupBy(products.id);
    for (const { images } of perProduct) {
      expect(images).toBeGreaterThanOrEqual(1);
      expect(images).toBeLessThanOrEqual(3);
    }
    const urls = new Set((await handle.db.select().from(productMedia)).map((media) => media.mediaUrl));
    for (const url of urls) expect(fs.existsSync(path.join(publicDir, url)), url).toBe(true);
  });
});
