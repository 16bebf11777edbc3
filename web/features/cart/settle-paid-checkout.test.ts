// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { settlePaidCheckout } from "./settle-paid-checkout";

let owners = 0;
let owner = "";
beforeEach(() => {
  localStorage.clear();
  owner = `buyer-${++owners}`;
});

describe("settlePaidCheckout", () => {
  it("answers true once per payment, and false when the same success link is opened again", () => {
    expect(settlePaidCheckout(owner, "Rice_1700000000000_ab")).toBe(true);
    expect(settlePaidCheckout(owner, "Rice_1700000000000_ab")).toBe(false);
    expect(settlePaidCheckout(owner, "Dal_1700000000000_cd")).toBe(true);
  });

  it("keeps each account's payments apart, and does nothing for a visitor", () => {
    expect(settlePaidCheckout(owner, "first")).toBe(true);
    expect(settlePaidCheckout(`${owner}-other`, "first")).toBe(true);
    expect(settlePaidCheckout(null, "first")).toBe(false);
  });
});
