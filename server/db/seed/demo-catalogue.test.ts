import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { fileURLToPath } from "node:url";
import { asc, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_NAMES } from "@domain/categories";
import { GST_RATE_BASIS_POINTS, isHsnCode } from "@domain/gst-rates";
import { storedMediaUrls } from "@domain/media-variants";
import { displayPrice } from "@domain/pricing";
import { publicMediaKey } from "../../platform/media/public-media";
import { createDiskStorage } from "../../platform/storage/disk-storage";
import type { Storage } from "../../platform/storage/storage";
import type { DatabaseHandle } from "../client";
import { productMedia, products } from "../schema";
import { createTestDatabase } from "../../test/test-database";
import { DEMO_SELLERS } from "./demo-accounts";
import { seedDemoCatalogue } from "./demo-catalogue";
import { createUserWithProfile } from "./factories";

const publicDir = fileURLToPath(new URL("../../../public", import.meta.url));
let handle: DatabaseHandle;
let storageDir: string;
let storage: Storage;
beforeAll(async () => {
  handle = await createTestDatabase();
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-catalogue-"));
  storage = createDiskStorage(storageDir);
  const sellers = [];
  for (const seller of DEMO_SELLERS) sellers.push(await createUserWithProfile(handle.db, seller));
  await seedDemoCatalogue(handle.db, storage, sellers);
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

const storedBytes = async (url: string) => {
  const object = await storage.get(publicMediaKey(url)!);
  return object && buffer(object.body);
};

/** The media URLs of the named demo product, first picture first. */
async function picturesOf(name: string): Promise<string[]> {
  const rows = await handle.db
    .select({ url: productMedia.mediaUrl })
    .from(productMedia)
    .innerJoin(products, eq(products.id, productMedia.productId))
    .where(eq(products.name, name))
    .orderBy(asc(productMedia.displayOrder));
  return rows.map((row) => row.url);
}

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

  it("gives every product an HSN code and a GST slab, true to its goods (LED bulbs 18%, steel utensils 5%, glass bangles nil)", async () => {
    const rows = await handle.db.select().from(products);
    for (const row of rows) {
      expect(isHsnCode(row.hsnCode), row.name).toBe(true);
      expect(GST_RATE_BASIS_POINTS, row.name).toContain(row.gstRateBasisPoints);
    }
    const taxOf = (name: string) => rows.filter((row) => row.name === name).map((row) => [row.hsnCode.slice(0, 4), row.gstRateBasisPoints]);
    expect(taxOf("9W LED Bulbs B22 Cool Daylight")).toEqual([["8539", 1800]]);
    expect(taxOf("Steel Tiffin Box, 3 Tier")).toEqual([["7323", 500]]);
    expect(taxOf("Cotton Round Neck T-Shirts (Pack of 10)")).toEqual([["6109", 500]]);
    expect(taxOf("Glass Bangles, Set of 24 (Assorted Colours)")).toEqual([["7018", 0]]);
    expect(taxOf("925 Sterling Silver Toe Rings (Pair)")).toEqual([["7113", 300]]);
    // Every slab a demo shopper can meet but the diamonds' 0.25%.
    expect(new Set(rows.map((row) => row.gstRateBasisPoints))).toEqual(new Set([0, 300, 500, 1800]));
  });

  it("gives every product one to three images: its own stored with its WebP variants, then its category's artwork from public/", async () => {
    const perProduct = await handle.db
      .select({ id: products.id, images: count(productMedia.id) })
      .from(products)
      .leftJoin(productMedia, eq(productMedia.productId, products.id))
      .groupBy(products.id);
    for (const { images } of perProduct) {
      expect(images).toBeGreaterThanOrEqual(1);
      expect(images).toBeLessThanOrEqual(3);
    }
    const media = await handle.db.select().from(productMedia);
    for (const { mediaUrl, displayOrder } of media) {
      if (displayOrder > 0) {
        expect(fs.existsSync(path.join(publicDir, mediaUrl)), mediaUrl).toBe(true);
        continue;
      }
      expect(mediaUrl).toMatch(/^\/media\/products\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.webp$/);
      expect(storedMediaUrls(mediaUrl)).toHaveLength(4);
    }
    // Every stored file of one product's picture is there and is a WebP of the width its name says (640 at most).
    const [first] = await picturesOf("32-inch HD Ready LED TV");
    for (const url of storedMediaUrls(first!)) {
      const metadata = await sharp((await storedBytes(url))!).metadata();
      expect(metadata.format, url).toBe("webp");
      expect(metadata.width, url).toBe(url.endsWith("-320.webp") ? 320 : 640);
    }
  });

  it("gives two products of one category pictures of their own: a TV no longer shows the power bank's", async () => {
    const [tv] = await picturesOf("32-inch HD Ready LED TV");
    const [powerBank] = await picturesOf("10000 mAh Power Bank, BIS Certified");
    expect(tv).not.toBe(powerBank);
    const digest = async (url: string) => createHash("sha256").update((await storedBytes(url))!).digest("hex");
    expect(await digest(tv!)).not.toBe(await digest(powerBank!));
    const firstPictures = (await handle.db.select().from(productMedia).where(eq(productMedia.displayOrder, 0))).map((row) => row.mediaUrl);
    expect(new Set(firstPictures).size).toBe(firstPictures.length);
  });
});
