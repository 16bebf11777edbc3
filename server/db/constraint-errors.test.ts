import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERROR_CATALOGUE } from "@domain/error-catalogue";
import { registerErrorHandler } from "../plugins/error-handler";
import { createTestDatabase } from "../test/test-database";
import type { DatabaseHandle } from "./client";
import { constraintErrorCode, isUniqueViolation } from "./constraint-errors";
import { categories, products } from "./schema";
import { createUserWithProfile } from "./seed/factories";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.close());

/** The error a statement fails with, as the app's code would catch it (wrapped by Drizzle). */
async function failureOf(statement: () => Promise<unknown>): Promise<unknown> {
  try {
    await statement();
  } catch (error) {
    return error;
  }
  throw new Error("the statement succeeded");
}

describe("constraint violations map to catalogue codes, whatever statement hit them", () => {
  it("a unique violation is a conflict (409)", async () => {
    const [first] = await database.db.select().from(categories).limit(1);
    const error = await failureOf(() => database.db.insert(categories).values({ ...first!, id: undefined, displayOrder: 99 }));
    expect(constraintErrorCode(error)).toBe("CONFLICT");
    expect(isUniqueViolation(error)).toBe(true);
  });

  it("a missing reference and a failed check are broken rules of the data (422)", async () => {
    const seller = await createUserWithProfile(database.db, { email: "c@example.in", password: "Passw0rd!x", accountType: "seller" });
    const product = { sellerId: seller.id, name: "Steel bucket", category: "Home Goods", hsnCode: "7323", gstRateBasisPoints: 500 };
    const missingCategory = await failureOf(() => database.db.insert(products).values({ ...product, category: "Spaceships" }));
    expect(constraintErrorCode(missingCategory)).toBe("CONSTRAINT_VIOLATION");
    const negativeStock = await failureOf(() => database.db.insert(products).values({ ...product, stock: -1 }));
    expect(constraintErrorCode(negativeStock)).toBe("CONSTRAINT_VIOLATION");
    expect(isUniqueViolation(negativeStock)).toBe(false);
  });

  it("leaves every other error alone", () => {
    expect(constraintErrorCode(new Error("boom"))).toBeUndefined();
    expect(constraintErrorCode({ code: "ECONNRESET" })).toBeUndefined();
  });
});

describe("the error handler answers a constraint violation with its catalogue code", () => {
  it("409 CONFLICT for a duplicate and 422 CONSTRAINT_VIOLATION for a missing reference, naming no table or constraint", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.post("/duplicate-category", async () => {
      const [first] = await database.db.select().from(categories).limit(1);
      await database.db.insert(categories).values({ ...first!, id: undefined, displayOrder: 98 });
    });
    app.post("/product-without-seller", async () => {
      await database.db.insert(products).values({ sellerId: "00000000-0000-4000-8000-000000000000", name: "Ghost", category: "Home Goods", hsnCode: "7323", gstRateBasisPoints: 500 });
    });

    const duplicate = await app.inject({ method: "POST", url: "/duplicate-category" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({ error: { code: "CONFLICT", message: ERROR_CATALOGUE.CONFLICT.message } });
    const orphan = await app.inject({ method: "POST", url: "/product-without-seller" });
    expect(orphan.statusCode).toBe(422);
    expect(orphan.json()).toEqual({ error: { code: "CONSTRAINT_VIOLATION", message: ERROR_CATALOGUE.CONSTRAINT_VIOLATION.message } });
    for (const answer of [duplicate.body, orphan.body]) expect(answer).not.toMatch(/categories|products|duplicate key|foreign key|_fk|_key|insert/i);
    await app.close();
  });
});
