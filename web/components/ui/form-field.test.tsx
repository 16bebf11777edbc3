// @vitest-environment jsdom
import { zodResolver } from "@hookform/resolvers/zod";
import { closeThreadInputSchema } from "@domain/schemas/conversations";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { setI18n } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import enValidation from "../../../locales/en/validation.json";
import hiCommon from "../../../locales/hi/common.json";
import hiValidation from "../../../locales/hi/validation.json";
import { fieldErrorText } from "@web/lib/field-error-text";
import { createI18n, i18n, setActiveI18n } from "@web/lib/i18n";
import { FormField } from "./form-field";
import { Input } from "./input";

const english = i18n;

/** The page's texts in Hindi, for code outside React (i18n.t) and for components (react-i18next) alike. */
function inHindi(bundles: Parameters<typeof createI18n>[1]) {
  const hindi = createI18n("hi", bundles);
  setActiveI18n(hindi);
  setI18n(hindi);
}

afterEach(() => {
  cleanup();
  setActiveI18n(english);
  setI18n(english);
});

/** The admin's "Close conversation" reason, checked by the shared schema whose message is a translation key. */
function ReasonForm() {
  const { register, handleSubmit, formState } = useForm<{ reason: string }>({ resolver: zodResolver(closeThreadInputSchema), defaultValues: { reason: "" } });
  return (
    <form noValidate onSubmit={(event) => void handleSubmit(() => undefined)(event)}>
      <FormField label="Reason" error={formState.errors.reason?.message} required>
        <Input {...register("reason")} />
      </FormField>
      <button type="submit">Close</button>
    </form>
  );
}

describe("FormField's error", () => {
  it("shows a shared schema's message on an English page as the same sentence as before, tied to its control", async () => {
    render(<ReasonForm />);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    const error = await screen.findByText("Give a reason.");
    const input = screen.getByLabelText("Reason", { exact: false });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(error.id);
  });

  it("shows the same message in Hindi on a Hindi page", async () => {
    inHindi({ validation: hiValidation, common: hiCommon });
    render(<ReasonForm />);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    const error = await screen.findByText(hiValidation.thread.closeReasonRequired);
    expect(screen.getByLabelText("Reason", { exact: false }).getAttribute("aria-describedby")).toBe(error.id);
    expect(screen.queryByText("Give a reason.")).toBeNull();
  });

  it("fetches the message's namespace when the page has not loaded it, never showing the key meanwhile", async () => {
    inHindi({ common: hiCommon });
    render(
      <FormField label="Stock" error="validation:product.stockNegative">
        <Input />
      </FormField>,
    );
    expect(screen.queryByText(/validation:/)).toBeNull();
    expect(screen.getByLabelText("Stock").getAttribute("aria-invalid")).toBe("true");
    expect(await screen.findByText(hiValidation.product.stockNegative)).toBeTruthy();
  });

  it("shows any other text as it is (the server's sentence for a field)", () => {
    inHindi({ validation: hiValidation, common: hiCommon });
    render(
      <FormField label="PIN code" error="Enter a valid 6-digit PIN code.">
        <Input />
      </FormField>,
    );
    expect(screen.getByText("Enter a valid 6-digit PIN code.")).toBeTruthy();
  });
});

describe("fieldErrorText (outside React: a toast)", () => {
  it("words a key in the page's language and leaves other text alone", () => {
    expect(fieldErrorText("validation:product.stockNegative")).toBe(enValidation.product.stockNegative);
    inHindi({ validation: hiValidation, common: hiCommon });
    expect(fieldErrorText("validation:product.stockNegative")).toBe("स्टॉक शून्य से कम नहीं हो सकता।");
    expect(fieldErrorText("Stock cannot be negative.")).toBe("Stock cannot be negative.");
    expect(fieldErrorText(undefined)).toBeUndefined();
  });
});
