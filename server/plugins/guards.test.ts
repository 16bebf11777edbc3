import { eq } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { profiles, subscriptionPlans } from "../db/schema";
import { errorShape } from "../test/error-shape";
import { signInAs } from "../test/sign-in";
import { createTestApp, TEST_ORIGIN } from "../test/test-app";
import { applyGuard, requireUser, type Audience } from "./guards";
import { declaredRoutes } from "./route-policy";

let app: App;
let guarded: Awaited<ReturnType<typeof guardedApp>>;
let headersOf: Record<"buyer" | "seller" | "admin", { cookie: string; origin: string }>;

/** One tiny route per audience behind the real guard, so every audience's rule is tested whatever routes exist. */
async function guardedApp() {
  const probe = Fastify();
  for (const audience of ["signed-in", "buyer", "seller", "admin"] as Audience[]) {
    await probe.register(
      async (scope) => {
        applyGuard(scope, app.ctx, audience);
        scope.get("/probe", { config: { policy: { audience, owns: "self" } } }, async (request) => ({ id: requireUser(request).id }));
      },
      { prefix: `/${audience}` },
    );
  }
  probe.setErrorHandler((error: { statusCode?: number; code?: string }, _request, reply) =>
    reply.status(error.statusCode ?? 500).send({ code: error.code }),
  );
  await probe.ready();
  return probe;
}

beforeAll(async () => {
  app = await createTestApp();
  guarded = await guardedApp();
  headersOf = {
    buyer: (await signInAs(app, "buyer")).headers,
    seller: (await signInAs(app, "seller")).headers,
    admin: (await signInAs(app, "admin")).headers,
  };
});
afterAll(async () => {
  await guarded.close();
  await app.close();
});

const probe = (audience: Audience, role?: keyof typeof headersOf) =>
  guarded.inject({ url: `/${audience}/probe`, headers: role ? headersOf[role] : {} });

describe("API guards", () => {
  it("answers 401 to a visitor in every audience", async () => {
    for (const audience of ["signed-in", "buyer", "seller", "admin"] as Audience[]) {
      const res = await probe(audience);
      expect(res.statusCode, audience).toBe(401);
      expect(res.json().code).toBe("UNAUTHENTICATED");
    }
  });

  it("answers 403 to the wrong role and admits admins to the buyer and seller areas", async () => {
    const expected: [Audience, keyof typeof headersOf, number][] = [
      ["signed-in", "buyer", 200], ["buyer", "buyer", 200], ["seller", "buyer", 403], ["admin", "buyer", 403],
      ["signed-in", "seller", 200], ["buyer", "seller", 403], ["seller", "seller", 200], ["admin", "seller", 403],
      ["buyer", "admin", 200], ["seller", "admin", 200], ["admin", "admin", 200],
    ];
    for (const [audience, role, status] of expected) expect((await probe(audience, role)).statusCode, `${role} → ${audience}`).toBe(status);
  });

  it("refuses a signed-in account that an admin has since deactivated", async () => {
    const { headers, profile } = await signInAs(app, "buyer");
    await app.ctx.db.update(profiles).set({ isActive: false }).where(eq(profiles.id, profile.id));
    const res = await app.inject({ url: "/api/account/me", headers });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("ACCOUNT_DEACTIVATED");
  });

  it("checks access before reading the body: a visitor gets 401, not a validation error", async () => {
    const res = await app.inject({ method: "POST", url: "/api/account/two-factor/disable", headers: { origin: TEST_ORIGIN }, payload: { junk: 1 } });
    expect(res.statusCode).toBe(401);
  });

  it("guards every route the app documents under /api/account, /api/buyer, /api/seller and /api/admin", async () => {
    const doc = (await app.inject("/api/docs/json")).json() as { paths: Record<string, Record<string, unknown>> };
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path, url: path.replace(/\{[^}]+\}/g, "00000000-0000-4000-8000-000000000000") })),
    );
    const audienceOf = (path: string) => /^\/api\/(account|buyer|seller|admin)\//.exec(path)?.[1];
    // The one route in these folders that visitors may call too: the language switch (a cookie, and the account's
    // language when signed in). Any other public route here would be a mistake.
    const publicRoutes = declaredRoutes(app)
      .filter((r) => r.policy?.audience === "public" && audienceOf(r.url))
      .map((r) => `${r.method} ${r.url}`);
    expect(publicRoutes).toEqual(["PUT /api/account/language"]);
    const guardedRoutes = routes.filter((r) => audienceOf(r.path) && !publicRoutes.includes(`${r.method} ${r.path}`));
    expect(guardedRoutes.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(["GET /api/account/me", "GET /api/admin/access"]));
    for (const route of guardedRoutes) {
      const call = (headers: Record<string, string>) =>
        app.inject({ method: route.method as "GET", url: route.url, headers: { origin: TEST_ORIGIN, ...headers }, payload: route.method === "GET" ? undefined : {} });
      expect((await call({})).statusCode, `${route.method} ${route.path} signed out`).toBe(401);
      const outsider = audienceOf(route.path) === "buyer" ? "seller" : audienceOf(route.path) === "account" ? null : "buyer";
      if (outsider) expect((await call(headersOf[outsider])).statusCode, `${route.method} ${route.path} as ${outsider}`).toBe(403);
    }
  });
});

describe("GET /api/account/me", () => {
  it("answers exactly the user, the profile and the plan name", async () => {
    const { headers, profile, email } = await signInAs(app, "seller", { firstName: "Meena", lastName: "Shah", phone: "9876543210" });
    const [plan] = await app.ctx.db.select().from(subscriptionPlans).limit(1);
    await app.ctx.db.update(profiles).set({ currentSubscriptionPlanId: plan!.id }).where(eq(profiles.id, profile.id));
    const res = await app.inject({ url: "/api/account/me", headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({
      user: { id: profile.id, email, emailVerified: true, twoFactorEnabled: false },
      profile: {
        accountType: "seller",
        isAdmin: false,
        isVerified: true,
        isActive: true,
        contactPerson: email.split("@")[0],
        firstName: "Meena",
        lastName: "Shah",
        companyName: "seller company",
        phone: "9876543210",
        businessSubtype: "wholesaler",
        gstNumber: null,
        shippingAddress: null,
        billingAddress: null,
        subscriptionPlanName: plan!.name,
        language: "en",
      },
    });
  });

  it("answers 401 in the error shape when signed out", async () => {
    const res = await app.inject("/api/account/me");
    expect(res.statusCode).toBe(401);
    expect(errorShape(res.json())).toEqual({ code: "UNAUTHENTICATED" });
  });
});
