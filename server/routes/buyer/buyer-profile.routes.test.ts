import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { signInAs } from "../../test/sign-in";
import { createTestApp } from "../../test/test-app";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const address = { address: "21 Linking Road", city: "Mumbai", state: "Maharashtra", zip: "400050", country: "India" };
const valid = {
  firstName: "Ravi",
  lastName: "Kumar",
  phone: "+91 98765-43210",
  shippingAddress: address,
  billingAddress: { ...address, address: "Accounts Dept, 5 Hill Road" },
};

describe("buyer profile settings", () => {
  it("reads and updates names, mobile and addresses; email is read-only", async () => {
    const buyer = await signInAs(app, "buyer", { companyName: "Kumar Stores" });
    const before = await app.inject({ url: "/api/buyer/profile", headers: buyer.headers });
    expect(before.json()).toMatchObject({ email: buyer.email, companyName: "Kumar Stores", shippingAddress: null });

    const saved = await app.inject({ method: "PUT", url: "/api/buyer/profile", headers: buyer.headers, payload: valid });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ firstName: "Ravi", lastName: "Kumar", phone: "9876543210", shippingAddress: address });
    const after = await app.inject({ url: "/api/buyer/profile", headers: buyer.headers });
    expect(after.json().billingAddress.address).toBe("Accounts Dept, 5 Hill Road");

    const withEmail = await app.inject({ method: "PUT", url: "/api/buyer/profile", headers: buyer.headers, payload: { ...valid, email: "new@example.test" } });
    expect(withEmail.statusCode).toBe(400);
  });

  it("refuses an invalid mobile, PIN code or state", async () => {
    const buyer = await signInAs(app, "buyer");
    const cases = [
      { ...valid, phone: "12345" },
      { ...valid, shippingAddress: { ...address, zip: "012345" } },
      { ...valid, billingAddress: { ...address, state: "Atlantis" } },
      { ...valid, firstName: "  " },
    ];
    for (const payload of cases) {
      const res = await app.inject({ method: "PUT", url: "/api/buyer/profile", headers: buyer.headers, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("VALIDATION_ERROR");
    }
  });
});
