import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "../../platform/storage/disk-storage";
import { listBuyLeads } from "../../modules/requirements/buy-leads";
import { listBuyerRequirements } from "../../modules/requirements/buyer-requirements";
import { getThreadDetail } from "../../modules/conversations/thread-detail";
import type { DatabaseHandle } from "../client";
import { profiles, requirements, threads } from "../schema";
import { createTestDatabase } from "../../test/test-database";
import { DEMO_BUYER, DEMO_SELLERS } from "./demo-accounts";
import { seedIfEmpty } from "./seed-if-empty";

let handle: DatabaseHandle;
let storageDir: string;
beforeAll(async () => {
  handle = await createTestDatabase();
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-negotiation-"));
  expect(await seedIfEmpty(handle.db, createDiskStorage(storageDir))).toBe(true);
}, 60_000);
afterAll(async () => {
  await handle.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
});

/** A demo account's profile, found by its (unique) company name. */
const profileOf = async (email: string) => {
  const { companyName } = [DEMO_BUYER, ...DEMO_SELLERS].find((account) => account.email === email)!;
  const [profile] = await handle.db.select().from(profiles).where(eq(profiles.companyName, companyName!));
  return profile!;
};

describe("demo negotiation data", () => {
  it("gives the demo buyer open requirements that reach the demo sellers of their categories", async () => {
    const buyer = await profileOf(DEMO_BUYER.email);
    const mine = await listBuyerRequirements(handle.db, buyer.id, { limit: 20 });
    expect(mine.items.map((r) => [r.category, r.state])).toEqual([
      ["Kitchenware", "open"],
      ["Electronics", "open"],
      ["Apparel", "open"],
    ]);
    const textiles = await profileOf("seller1@bulkbazaar.test");
    const electronics = await profileOf("seller2@bulkbazaar.test");
    expect((await listBuyLeads(handle.db, { id: textiles.id, isVerified: true }, { limit: 20 })).items.map((r) => r.productName)).toContain(
      "White cotton polo T-shirts for school uniforms",
    );
    expect((await listBuyLeads(handle.db, { id: electronics.id, isVerified: true }, { limit: 20 })).items.map((r) => r.category)).toContain("Electronics");
  });

  it("has an enquiry between the demo buyer and seller1 with messages and a sent quotation the buyer can accept", async () => {
    const buyer = await profileOf(DEMO_BUYER.email);
    const [thread] = await handle.db.select().from(threads).where(eq(threads.buyerId, buyer.id));
    const detail = await getThreadDetail(handle.db, { side: "buyer", userId: buyer.id }, thread!.id);
    expect(detail.seller.companyName).toBe("Shakti Textiles Pvt Ltd");
    expect(detail.messages.map((m) => m.author)).toEqual(["buyer", "seller", "seller", "buyer"]);
    expect(detail.quotes).toEqual([expect.objectContaining({ quantity: 200, unitPrice: 59_500, state: "sent" })]);
    expect(detail.messages[2]!.quoteId).toBe(detail.quotes[0]!.id);
  });

  it("is added once: a second start with users in the database seeds nothing more", async () => {
    expect(await seedIfEmpty(handle.db, createDiskStorage(storageDir))).toBe(false);
    const [{ value }] = (await handle.db.select({ value: count() }).from(requirements)) as [{ value: number }];
    expect(value).toBe(3);
  });
});
