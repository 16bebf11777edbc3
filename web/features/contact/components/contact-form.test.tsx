// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import "@web/lib/i18n";
import { ContactForm } from "./contact-form";

afterEach(cleanup);

function field(name: string): HTMLInputElement {
  return screen.getByLabelText(name, { exact: false });
}

describe("ContactForm", () => {
  it("marks every empty field as required", async () => {
    render(<ContactForm />);
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText("Please enter your name.")).toBeTruthy();
    expect(screen.getByText("Please enter your email address.")).toBeTruthy();
    expect(screen.getByText("Please enter a subject.")).toBeTruthy();
    expect(screen.getByText("Please enter your message.")).toBeTruthy();
    expect(field("Name").getAttribute("aria-invalid")).toBe("true");
  });

  it("thanks the visitor and clears the form", async () => {
    render(<ContactForm />);
    fireEvent.change(field("Name"), { target: { value: "Meera Iyer" } });
    fireEvent.change(field("Email"), { target: { value: "meera@example.com" } });
    fireEvent.change(field("Subject"), { target: { value: "Bulk sarees" } });
    fireEvent.change(field("Message"), { target: { value: "Do you ship to Chennai?" } });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));

    expect(await screen.findByText("Thank you for contacting us!")).toBeTruthy();
    expect(field("Name").value).toBe("");
    expect(field("Message").value).toBe("");
  });
});
