// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import "@web/lib/i18n";
import { QuantityInput } from "./quantity-input";

afterEach(cleanup);

function Harness({ initial = 10, minimum = 10 }: { initial?: number; minimum?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <QuantityInput value={value} minimum={minimum} productName="Rice" onChange={setValue} />
      <output aria-label="committed">{value}</output>
    </>
  );
}

const input = () => screen.getByRole<HTMLInputElement>("textbox", { name: "Quantity of Rice" });
const committed = () => screen.getByLabelText("committed").textContent;

describe("QuantityInput", () => {
  it("steps up freely and down to the minimum, never below", () => {
    render(<Harness initial={11} />);
    fireEvent.click(screen.getByRole("button", { name: "Decrease quantity of Rice" }));
    expect(committed()).toBe("10");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Decrease quantity of Rice" }).disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity of Rice" }));
    expect(committed()).toBe("11");
  });

  it("takes a typed whole number at least the minimum", () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: "250" } });
    expect(committed()).toBe("250");
  });

  it.each(["9", "abc", "12.5", "-20", ""])("refuses %j, says why, and restores the last good quantity on leaving", (typed) => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: typed } });
    expect(committed()).toBe("10");
    expect(screen.getByText("Enter a number of at least 10.")).toBeTruthy();
    expect(input().getAttribute("aria-invalid")).toBe("true");
    fireEvent.blur(input());
    expect(input().value).toBe("10");
    expect(screen.queryByText("Enter a number of at least 10.")).toBeNull();
  });
});
