import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Executor } from "../db/client";
import { openPostgres } from "../db/postgres-client";
import { account, profiles, user } from "../db/schema";
import type { ClusterInfo } from "./control";

export const PASSWORD = "Passw0rd!scale";
let passwordHash: Promise<string> | undefined;

/** The cluster's database, for arranging what a test needs and reading what the processes did. */
export function openClusterDatabase(info: ClusterInfo) {
  return openPostgres(info.databaseUrl, { poolSize: 4 });
}

/**
 * `count` buyer accounts that can sign in with PASSWORD. Their rows are written here (one password hash for all:
 * hashing is the slow part), as createUserWithProfile writes them; signing in then goes through the processes.
 */
export async function createBuyers(db: Executor, count: number) {
  const hash = await (passwordHash ??= hashPassword(PASSWORD));
  const now = new Date();
  const buyers = Array.from({ length: count }, () => {
    const id = randomUUID();
    return { id, email: `buyer-${id.slice(0, 12)}@scale-out.test` };
  });
  await db.insert(user).values(buyers.map(({ id, email }) => ({ id, name: email.split("@")[0]!, email, emailVerified: true, createdAt: now, updatedAt: now })));
  await db
    .insert(account)
    .values(buyers.map(({ id }) => ({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password: hash, createdAt: now, updatedAt: now })));
  await db.insert(profiles).values(buyers.map(({ id, email }) => ({ id, accountType: "buyer" as const, contactPerson: email.split("@")[0]!, businessSubtype: "retailer" as const })));
  return buyers;
}
