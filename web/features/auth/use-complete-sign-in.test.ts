import { describe, expect, it } from "vitest";
import type { CurrentUser } from "@web/lib/current-user";
import { destinationAfterSignIn, stateAfterSignIn } from "./use-complete-sign-in";

const me = (accountType: "buyer" | "seller", isAdmin = false) =>
  ({ user: { id: "u", email: "a@b.in", emailVerified: true, twoFactorEnabled: false }, profile: { accountType, isAdmin } }) as CurrentUser;

describe("destinationAfterSignIn", () => {
  it("sends each role to its dashboard", () => {
    expect(destinationAfterSignIn(me("buyer"), null)).toBe("/buyer-dashboard");
    expect(destinationAfterSignIn(me("seller"), null)).toBe("/seller-dashboard");
    expect(destinationAfterSignIn(me("buyer", true), null)).toBe("/admin-dashboard");
  });

  it("returns to the page the guard stopped, but never to another site or back to /login", () => {
    expect(destinationAfterSignIn(me("buyer"), { from: "/checkout?step=2" })).toBe("/checkout?step=2");
    expect(destinationAfterSignIn(me("buyer"), { from: "//evil.example/x" })).toBe("/buyer-dashboard");
    expect(destinationAfterSignIn(me("buyer"), { from: "https://evil.example" })).toBe("/buyer-dashboard");
    expect(destinationAfterSignIn(me("seller"), { from: "/login" })).toBe("/seller-dashboard");
    expect(destinationAfterSignIn(me("seller"), { from: "/login?redirect=/x" })).toBe("/seller-dashboard");
    // Browsers read a backslash as a slash: /\evil.example is another site.
    expect(destinationAfterSignIn(me("buyer"), { from: "/\\evil.example" })).toBe("/buyer-dashboard");
    expect(destinationAfterSignIn(me("buyer"), { from: "/\tevil" })).toBe("/buyer-dashboard");
  });

  it("honours a ?redirect= link with the same limits", () => {
    expect(destinationAfterSignIn(me("buyer"), null, "?redirect=%2Fproduct%2Fabc")).toBe("/product/abc");
    expect(destinationAfterSignIn(me("buyer"), null, "?redirect=%2F%2Fevil.example")).toBe("/buyer-dashboard");
  });
});

describe("stateAfterSignIn", () => {
  const resume = { addToCart: { productId: "p", quantity: 25 } };

  it("hands the page's intent back to that page", () => {
    expect(stateAfterSignIn({ from: "/product/p", resume })).toEqual({ resume });
  });

  it("carries nothing without an intent, to a page that is not on this site, or from the address alone", () => {
    expect(stateAfterSignIn({ from: "/product/p" })).toBeUndefined();
    expect(stateAfterSignIn({ from: "//evil.example", resume })).toBeUndefined();
    expect(stateAfterSignIn(null, "?redirect=%2Fproduct%2Fp&resume=x")).toBeUndefined();
  });
});
