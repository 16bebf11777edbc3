import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Executor } from "../client";
import { account, profiles, user } from "../schema";
import type { AccountType } from "@domain/accounts";
import type { Language } from "@domain/languages";
import type { StoredPostalAddress } from "@domain/schemas/postal-address";

export type NewUserInput = {
  email: string;
  password: string;
  accountType: AccountType;
  isAdmin?: boolean;
  isVerified?: boolean;
  isActive?: boolean;
  emailVerified?: boolean;
  contactPerson?: string;
  companyName?: string;
  phone?: string;
  businessSubtype?: (typeof profiles.$inferInsert)["businessSubtype"];
  gstNumber?: string | null;
  firstName?: string;
  lastName?: string;
  billingAddress?: StoredPostalAddress;
  language?: Language;
};

/** Creates a user that can sign in with email and password, with its profile. Shared by seed data and tests. */
export async function createUserWithProfile(db: Executor, input: NewUserInput) {
  const id = randomUUID();
  const now = new Date();
  const name = input.contactPerson ?? input.email.split("@")[0]!;
  await db.insert(user).values({
    id,
    name,
    email: input.email.toLowerCase(),
    emailVerified: input.emailVerified ?? true,
    createdAt: now,
    updatedAt: now,
  });
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(input.password),
    createdAt: now,
    updatedAt: now,
  });
  const [profile] = await db
    .insert(profiles)
    .values({
      id,
      accountType: input.accountType,
      isAdmin: input.isAdmin ?? false,
      isVerified: input.isVerified ?? false,
      isActive: input.isActive ?? true,
      contactPerson: name,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      companyName: input.companyName ?? null,
      phone: input.phone ?? null,
      businessSubtype: input.businessSubtype ?? (input.accountType === "seller" ? "wholesaler" : "retailer"),
      gstNumber: input.gstNumber ?? null,
      billingAddress: input.billingAddress ?? null,
      language: input.language ?? "en",
    })
    .returning();
  return profile!;
}
