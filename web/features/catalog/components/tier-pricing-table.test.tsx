// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "@web/lib/i18n";
import { TierPricingTable } from "./tier-pricing-table";

afterEach(cleanup);

const product = {
  price: 45_000,
  minOrderQuantity: 20,
  tieredPricing: [
    { quantity: 200, price: 38_000 },
    { quantity: 50, price: 42_000 },
  ],
};

function appliedRow() {
  const rows = screen.getAllByRole("row").filter((row) => row.getAttribute("aria-current") === "true");
  expect(rows).toHaveLength(1);
  return within(rows[0]!);
}

describe("TierPricingTable", () => {
  it("lists the base price up to the first tier, then each tier by quantity", () => {
    render(<TierPricingTable {...product} quantity={20} />);
    const rows = screen.getAllByRole("row").slice(1).map((row) => row.textContent);
    expect(rows).toEqual(["20 to 49 unitsYour price₹450.00", "50 to 199 units₹420.00", "200+ units₹380.00"]);
  });

  it.each([
    [20, "20 to 49 units"],
    [49, "20 to 49 units"],
    [50, "50 to 199 units"],
    [199, "50 to 199 units"],
    [200, "200+ units"],
    [5000, "200+ units"],
  ])("at %i units highlights %s", (quantity, range) => {
    render(<TierPricingTable {...product} quantity={quantity} />);
    expect(appliedRow().getByRole("rowheader").textContent).toContain(range);
  });

  it("shows nothing for a product without tiers", () => {
    const { container } = render(<TierPricingTable price={100} minOrderQuantity={1} tieredPricing={[]} quantity={1} />);
    expect(container.innerHTML).toBe("");
  });
});
