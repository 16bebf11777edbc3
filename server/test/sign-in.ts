import { randomUUID } from "node:crypto";
import type { App } from "../app";
import { DEFAULT_DISPATCH_DAYS } from "@domain/freight";
import { sellerShipping } from "../db/schema";
import { createUserWithProfile, type NewUserInput } from "../db/seed/factories";
import { FREE_FREIGHT } from "../modules/catalog/test-factories";
import { TEST_ORIGIN } from "./test-app";

export type Role = "buyer" | "seller" | "admin";

/** Signs in through the real better-auth endpoint and returns the session cookie for `app.inject`. */
export async function signIn(app: App, email: string, password: string) {
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: TEST_ORIGIN },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed (${res.statusCode}): ${res.body}`);
  const cookies = ([] as string[]).concat(res.headers["set-cookie"] ?? []);
  return cookies.map((c) => c.split(";")[0]).join("; ");
}

/** A fresh user of the given role, signed in. */
export async function signInAs(app: App, role: Role, overrides: Partial<NewUserInput> = {}) {
  const password = "Passw0rd!x";
  const email = `${role}-${randomUUID().slice(0, 8)}@example.test`;
  const profile = await createUserWithProfile(app.ctx.db, {
    email,
    password,
    accountType: role === "seller" ? "seller" : "buyer",
    isAdmin: role === "admin",
    isVerified: role === "seller",
    companyName: `${role} company`,
    ...overrides,
  });
  // Like createTestSeller's, a signed-in test seller delivers free, so order amounts in tests are goods alone.
  if (role === "seller") await app.ctx.db.insert(sellerShipping).values({ sellerId: profile.id, freightRules: FREE_FREIGHT, dispatchDays: DEFAULT_DISPATCH_DAYS });
  const cookie = await signIn(app, email, password);
  return { cookie, profile, email, password, headers: { cookie, origin: TEST_ORIGIN } };
}
