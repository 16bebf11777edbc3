import { describe, expect, it } from "vitest";
import { fakeCurrentUser } from "@web/test/fake-current-user";
import { guardRedirect } from "./route-guard";

const buyer = fakeCurrentUser({ accountType: "buyer" });
const seller = fakeCurrentUser({ accountType: "seller" });
const admin = fakeCurrentUser({ accountType: "seller", isAdmin: true });

describe("guardRedirect", () => {
  it("sends a visitor to /login from any guarded area", () => {
    expect(guardRedirect(null, {})).toBe("/login");
    expect(guardRedirect(null, { accountType: "buyer" })).toBe("/login");
    expect(guardRedirect(null, { admin: true })).toBe("/login");
  });

  it("admits any signed-in user where no account type is asked", () => {
    expect(guardRedirect(buyer, {})).toBeNull();
    expect(guardRedirect(seller, {})).toBeNull();
  });

  it("sends the wrong account type to its own dashboard", () => {
    expect(guardRedirect(buyer, { accountType: "seller" })).toBe("/buyer-dashboard");
    expect(guardRedirect(seller, { accountType: "buyer" })).toBe("/seller-dashboard");
    expect(guardRedirect(seller, { accountType: "seller" })).toBeNull();
  });

  it("keeps non-admins out of the admin area", () => {
    expect(guardRedirect(buyer, { admin: true })).toBe("/");
    expect(guardRedirect(seller, { admin: true })).toBe("/");
  });

  it("lets an admin through the admin, seller and buyer guards", () => {
    expect(guardRedirect(admin, { admin: true })).toBeNull();
    expect(guardRedirect(admin, { accountType: "seller" })).toBeNull();
    expect(guardRedirect(admin, { accountType: "buyer" })).toBeNull();
  });
});
