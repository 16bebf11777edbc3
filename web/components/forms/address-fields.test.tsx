// @vitest-environment jsdom
import { zodResolver } from "@hookform/resolvers/zod";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { EMPTY_POSTAL_ADDRESS, postalAddressInputSchema, type PostalAddressInput } from "@domain/schemas/postal-address";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import "@web/lib/i18n";
import { AddressFields } from "./address-fields";

afterEach(cleanup);

const schema = z.object({ shippingAddress: postalAddressInputSchema });
type Values = z.infer<typeof schema>;
const labels = { address: "Address", city: "City", state: "State", chooseState: "Choose a state", zip: "PIN code" };

function ShippingForm({ onSave }: { onSave: (values: Values) => void }) {
  const { register, handleSubmit, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { shippingAddress: EMPTY_POSTAL_ADDRESS },
  });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSave)(event)}>
      <AddressFields
        section="shipping"
        legend="Shipping address"
        labels={labels}
        register={(part) => register(`shippingAddress.${part}`)}
        errors={formState.errors.shippingAddress}
      />
      <button type="submit">Save</button>
    </form>
  );
}

const group = () => within(screen.getByRole("group", { name: "Shipping address" }));

describe("AddressFields", () => {
  it("labels every control and ties each translated error to its control", async () => {
    render(<ShippingForm onSave={vi.fn()} />);
    expect(group().getByRole("option", { name: "Choose a state" })).toBeTruthy();
    expect(group().getByRole("option", { name: "Kerala" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    const pin = await group().findByLabelText("PIN code", { exact: false });
    await waitFor(() => expect(pin.getAttribute("aria-invalid")).toBe("true"));
    const describedBy = pin.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy)?.textContent).toBe("Enter a valid 6-digit PIN code.");
    expect(screen.getByText("Address is required.")).toBeTruthy();
    expect(screen.getByText("City is required.")).toBeTruthy();
    expect(screen.getByText("Choose a state or union territory.")).toBeTruthy();
    expect(group().getByLabelText("Address", { exact: false }).getAttribute("autocomplete")).toBe(
      "section-shipping shipping street-address",
    );
  });

  it("hands the typed address, in India, to the form", async () => {
    const onSave = vi.fn();
    render(<ShippingForm onSave={onSave} />);
    fireEvent.change(group().getByLabelText("Address", { exact: false }), { target: { value: "7 Marine Drive" } });
    fireEvent.change(group().getByLabelText("City", { exact: false }), { target: { value: "Kochi" } });
    fireEvent.change(group().getByLabelText("State", { exact: false }), { target: { value: "Kerala" } });
    fireEvent.change(group().getByLabelText("PIN code", { exact: false }), { target: { value: "682011" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const saved: PostalAddressInput = onSave.mock.lastCall?.[0].shippingAddress;
    expect(saved).toEqual({ address: "7 Marine Drive", city: "Kochi", state: "Kerala", zip: "682011", country: "India" });
  });
});
