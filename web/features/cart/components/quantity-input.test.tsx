// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import "@web/lib/i18n";
import { QuantityInput } from "./quantity-input";

afterEach(cleanup);

function Harness({ initial = 10, minimum = 10, maximum = 1_000 }: { initial?: number; minimum?: number; maximum?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <QuantityInput value={value} minimum={minimum} maximum={maximum} productName="Rice" onChange={setValue} />
      <output aria-label="committed">{value}</output>
    </>
  );
}

const input = () => screen.getByRole<HTMLInputElement>("textbox", { name: "Quantity of Rice" });
const committed = () => screen.getByLabelText("committed").textContent;
const button = (name: string) => screen.getByRole<HTMLButtonElement>("button", { name: `${name} quantity of Rice` });

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

  it("steps up to the maximum, never above", () => {
    render(<Harness initial={11} maximum={12} />);
    fireEvent.click(button("Increase"));
    expect(committed()).toBe("12");
    expect(button("Increase").disabled).toBe(true);
  });

  it.each([["1001"], ["1000000001"], ["99999999999999999999"]])("refuses %j above the maximum, says so, and keeps the last good quantity", (typed) => {
    render(<Harness maximum={1_000} />);
    fireEvent.change(input(), { target: { value: typed } });
    expect(committed()).toBe("10");
    expect(screen.getByText("Enter a number of at most 1000.")).toBeTruthy();
    expect(input().getAttribute("aria-invalid")).toBe("true");
    fireEvent.blur(input());
    expect(input().value).toBe("10");
  });

  it("takes the maximum itself", () => {
    render(<Harness maximum={1_000} />);
    fireEvent.change(input(), { target: { value: "1000" } });
    expect(committed()).toBe("1000");
  });

  it("brings a quantity above the maximum (the stock fell) down to it in one step", () => {
    render(<Harness initial={50} maximum={30} />);
    expect(button("Increase").disabled).toBe(true);
    fireEvent.click(button("Decrease"));
    expect(committed()).toBe("30");
  });
});
