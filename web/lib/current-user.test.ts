import { describe, expect, it } from "vitest";
import { fakeCurrentUser } from "@web/test/fake-current-user";
import { dashboardPathFor } from "./current-user";

describe("dashboardPathFor", () => {
  it("sends a visitor home", () => {
    expect(dashboardPathFor(null)).toBe("/");
    expect(dashboardPathFor(undefined)).toBe("/");
  });

  it("sends each role to its own dashboard", () => {
    expect(dashboardPathFor(fakeCurrentUser({ accountType: "buyer" }))).toBe("/buyer-dashboard");
    expect(dashboardPathFor(fakeCurrentUser({ accountType: "seller" }))).toBe("/seller-dashboard");
  });

  it("sends an admin to the admin console whatever the account type", () => {
    expect(dashboardPathFor(fakeCurrentUser({ accountType: "seller", isAdmin: true }))).toBe("/admin-dashboard");
    expect(dashboardPathFor(fakeCurrentUser({ accountType: "buyer", isAdmin: true }))).toBe("/admin-dashboard");
  });
});
