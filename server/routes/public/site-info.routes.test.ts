import { afterAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { ConfigError, parseConfig } from "../../config";
import { createTestApp } from "../../test/test-app";

const apps: App[] = [];
afterAll(async () => Promise.all(apps.map((app) => app.close())));

async function siteInfo(env: Record<string, string> = {}) {
  const app = await createTestApp(env);
  apps.push(app);
  return app.inject("/api/public/site-info");
}

describe("GET /api/public/site-info", () => {
  it("names the operator, its support contact and grievance officer from the demo defaults, cacheable for an hour", async () => {
    const res = await siteInfo();
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
    expect(res.json()).toEqual({
      legalName: "BulkBazaar Marketplace Private Limited",
      registeredAddress: "4th Floor, 80 Feet Road, Koramangala, Bengaluru 560034",
      state: "Karnataka",
      gstin: "29AAICB2024K1ZO",
      supportEmail: "support@bulkbazaar.in",
      supportPhone: "+91 22 4000 1234",
      grievanceOfficer: { name: "Ananya Rao", email: "grievance@bulkbazaar.in", address: "4th Floor, 80 Feet Road, Koramangala, Bengaluru 560034" },
    });
  });

  it("answers what the configuration says", async () => {
    const res = await siteInfo({
      PLATFORM_LEGAL_NAME: "Deccan Trade Exchange LLP",
      PLATFORM_ADDRESS: "12 MG Road, Pune 411001",
      PLATFORM_STATE: "Maharashtra",
      SUPPORT_EMAIL: "help@deccan.example",
      SUPPORT_PHONE: "+91 20 1234 5678",
      GRIEVANCE_OFFICER_NAME: "Rohit Kulkarni",
      GRIEVANCE_OFFICER_EMAIL: "dpo@deccan.example",
      GRIEVANCE_OFFICER_ADDRESS: "Grievance Cell, 12 MG Road, Pune 411001",
    });
    expect(res.json()).toMatchObject({
      legalName: "Deccan Trade Exchange LLP",
      registeredAddress: "12 MG Road, Pune 411001",
      state: "Maharashtra",
      supportEmail: "help@deccan.example",
      supportPhone: "+91 20 1234 5678",
      grievanceOfficer: { name: "Rohit Kulkarni", email: "dpo@deccan.example", address: "Grievance Cell, 12 MG Road, Pune 411001" },
    });
  });
});

describe("operator configuration", () => {
  it("refuses an email address that is not one, naming the variable", () => {
    expect(() => parseConfig({ GRIEVANCE_OFFICER_EMAIL: "not an address" })).toThrow(ConfigError);
    expect(() => parseConfig({ SUPPORT_EMAIL: "nobody" })).toThrow(/SUPPORT_EMAIL/);
  });

  it("gives the grievance officer the registered address unless one of its own is set", () => {
    expect(parseConfig({ PLATFORM_ADDRESS: "1 Park Street, Kolkata 700016" }).operator.grievanceOfficer.address).toBe("1 Park Street, Kolkata 700016");
  });
});
