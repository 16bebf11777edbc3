// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "@web/lib/i18n";
import { toastSuccess } from "@web/lib/toast";
import { toasterRequested } from "@web/lib/toaster-ready";
import { DeferredToaster } from "./deferred-toaster";

describe("the toast area", () => {
  it("is not loaded with the page, and the first toast loads it and shows", async () => {
    render(<DeferredToaster />);
    // Long enough for the area to have loaded, had it been loaded with the page.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(toasterRequested()).toBe(false);
    expect(document.querySelector("section[aria-live]")).toBeNull();

    toastSuccess("Product saved", "It is live in the catalogue.");
    expect(toasterRequested()).toBe(true);
    expect(await screen.findByText("Product saved", { selector: "[data-sonner-toast] [data-title]" })).toBeTruthy();
    expect(screen.getByText("It is live in the catalogue.")).toBeTruthy();
    expect(document.querySelector("section[aria-live]")).not.toBeNull();
  });
});
