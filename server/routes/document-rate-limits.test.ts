import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaMonthOf } from "@domain/india-month";
import type { App } from "../app";
import { signInAs } from "../test/sign-in";
import { createTestApp } from "../test/test-app";
import { DOCUMENTS_PER_MINUTE, MONTHLY_REPORTS_PER_MINUTE } from "./document-rate-limits";

let app: App;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMITS: "on" });
});
afterAll(async () => app.close());

const month = indiaMonthOf(new Date());

/** The statuses of `count` calls of one URL by one caller. */
async function statuses(url: string, headers: Record<string, string>, count: number) {
  const answers: number[] = [];
  for (let i = 0; i < count; i += 1) answers.push((await app.inject({ url, headers })).statusCode);
  return answers;
}

describe("downloads generated on request are limited per account", () => {
  it("a seller's monthly statement: MONTHLY_REPORTS_PER_MINUTE a minute, then 429; another seller is not held back", async () => {
    const [seller, other] = [await signInAs(app, "seller"), await signInAs(app, "seller")];
    for (const extension of ["csv", "pdf"]) {
      const url = `/api/seller/statements/${month}.${extension}`;
      const answers = await statuses(url, seller.headers, MONTHLY_REPORTS_PER_MINUTE + 1);
      expect(answers.slice(0, MONTHLY_REPORTS_PER_MINUTE).every((status) => status === 200)).toBe(true);
      expect(answers.at(-1)).toBe(429);
      expect((await app.inject({ url, headers: other.headers })).statusCode).toBe(200);
    }
  });

  it("an administrator's tax reports: MONTHLY_REPORTS_PER_MINUTE a minute, then 429 RATE_LIMITED", async () => {
    const admin = await signInAs(app, "admin");
    for (const report of ["tcs", "tds"]) {
      const answers = await statuses(`/api/admin/tax-reports/${month}/${report}.csv`, admin.headers, MONTHLY_REPORTS_PER_MINUTE + 1);
      expect(answers.slice(0, MONTHLY_REPORTS_PER_MINUTE).every((status) => status === 200)).toBe(true);
      expect(answers.at(-1)).toBe(429);
    }
    const refused = await app.inject({ url: `/api/admin/tax-reports/${month}/tcs.csv`, headers: admin.headers });
    expect(refused.json().error.code).toBe("RATE_LIMITED");
  });

  it("one document (an order's invoice or credit note, a fee invoice): DOCUMENTS_PER_MINUTE a minute, then 429", async () => {
    const [buyer, seller, admin] = [await signInAs(app, "buyer"), await signInAs(app, "seller"), await signInAs(app, "admin")];
    const orderId = randomUUID();
    for (const [url, headers] of [
      [`/api/buyer/orders/${orderId}/invoice`, buyer.headers],
      [`/api/buyer/orders/${orderId}/credit-notes/${randomUUID()}`, buyer.headers],
      [`/api/seller/orders/${orderId}/invoice`, seller.headers],
      [`/api/seller/orders/${orderId}/credit-notes/${randomUUID()}`, seller.headers],
      [`/api/seller/fee-invoices/${month}.pdf`, seller.headers],
      [`/api/admin/orders/${orderId}/invoice`, admin.headers],
      [`/api/admin/orders/${orderId}/credit-notes/${randomUUID()}`, admin.headers],
    ] as const) {
      const answers = await statuses(url, headers, DOCUMENTS_PER_MINUTE + 1);
      expect(answers.slice(0, DOCUMENTS_PER_MINUTE).every((status) => status === 404), url).toBe(true);
      expect(answers.at(-1), url).toBe(429);
    }
  });
});
