import { count } from "drizzle-orm";
import type { Storage } from "../../platform/storage/storage";
import type { Database } from "../client";
import { profiles } from "../schema";
import { seedDemoCatalogue } from "./demo-catalogue";
import { DEMO_ADMIN, DEMO_BUYER, DEMO_SELLERS } from "./demo-accounts";
import { seedDemoNegotiation } from "./demo-negotiation";
import { seedDemoShipping } from "./demo-shipping";
import { seedDemoSubscriptions } from "./demo-subscriptions";
import { seedDemoTrackRecord } from "./demo-track-record";
import { createUserWithProfile } from "./factories";
import { seedReferenceData } from "./reference-data";

export { printDemoAccounts } from "./demo-accounts";

/**
 * Reference data always; demo accounts and catalogue (its pictures into `storage`) only into a database without
 * users. Returns true if it seeded.
 */
export async function seedIfEmpty(db: Database, storage: Storage): Promise<boolean> {
  await seedReferenceData(db);
  const [{ value }] = (await db.select({ value: count() }).from(profiles)) as [{ value: number }];
  if (value > 0) return false;
  await db.transaction(async (tx) => {
    await createUserWithProfile(tx, DEMO_ADMIN);
    const buyer = await createUserWithProfile(tx, DEMO_BUYER);
    const sellers = [];
    for (const s of DEMO_SELLERS) sellers.push(await createUserWithProfile(tx, s));
    await seedDemoSubscriptions(tx, sellers.map((seller, i) => ({ id: seller.id, email: DEMO_SELLERS[i]!.email })));
    await seedDemoShipping(tx, sellers);
    await seedDemoCatalogue(tx, storage, sellers);
    await seedDemoNegotiation(tx, buyer, sellers);
    await seedDemoTrackRecord(tx, storage, buyer, sellers);
  });
  return true;
}
