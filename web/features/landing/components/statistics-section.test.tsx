// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import "@web/lib/i18n";
import { StatisticsSection } from "./statistics-section";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("StatisticsSection", () => {
  it("writes the figures with Indian digit grouping", () => {
    // Reduced motion shows the final figures at once (and jsdom has no IntersectionObserver, so it is in view).
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: query === "(prefers-reduced-motion: reduce)" }));
    render(<StatisticsSection />);
    expect(screen.getByTestId("stat-sellers").textContent).toBe("10,000+");
    expect(screen.getByTestId("stat-products").textContent).toBe("50,000+");
    expect(screen.getByTestId("stat-volume").textContent).toBe("₹100 Crore+");
    expect(screen.getByText("10,000+", { selector: ".sr-only" })).toBeTruthy();
  });
});
