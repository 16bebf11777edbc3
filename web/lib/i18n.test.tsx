// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { addNamespaces, fixedT, namespacesUsedBy, t, useTranslation } from "./i18n";

afterEach(cleanup);

describe("t", () => {
  const catalog = fixedT("catalog");

  it("reads nested keys of a namespace, and of another one named before a colon", () => {
    expect(t("brand")).toBe("BulkBazaar");
    expect(t("common:errors.generic")).toBe("Something went wrong");
    expect(catalog("product.minOrder")).toBe("Minimum order");
    expect(catalog("common:brand")).toBe("BulkBazaar");
  });

  it("fills {{placeholders}} and picks the English plural by count", () => {
    expect(catalog("product.units", { count: 1 })).toBe("1 unit");
    expect(catalog("product.units", { count: 0 })).toBe("0 units");
    expect(catalog("product.units", { count: 12 })).toBe("12 units");
    expect(catalog("product.inStock", { count: 1 })).toBe("1 unit in stock");
  });

  it("searches several namespaces in order", () => {
    const both = fixedT(["catalog", "common"]);
    expect(both("product.minOrder")).toBe("Minimum order");
    expect(both("brand")).toBe("BulkBazaar");
  });

  it("shows a missing text's key, or its default; a colon that names no namespace is part of the key", () => {
    expect(catalog("product.noSuchText")).toBe("product.noSuchText");
    expect(catalog("nowhere:thing")).toBe("nowhere:thing");
    expect(catalog("Expected a number: got text", { defaultValue: "Expected a number: got text" })).toBe("Expected a number: got text");
  });

  it("returns a list of texts, placeholders filled, when asked for objects", () => {
    const sections = fixedT("legal")("refund.sections", { returnObjects: true, supportEmail: "help@example.in" }) as { heading: string }[];
    expect(Array.isArray(sections) && sections.length).toBeGreaterThan(1);
    expect(typeof sections[0]!.heading).toBe("string");
    expect(JSON.stringify(sections)).toContain("help@example.in");
    expect(JSON.stringify(sections)).not.toContain("{{supportEmail}}");
  });

  it("says which namespaces a rendering used", () => {
    expect([...namespacesUsedBy(() => void [catalog("product.minOrder"), t("legal:terms.title")])].sort()).toEqual(["catalog", "legal"]);
  });
});

describe("useTranslation", () => {
  function Greeting() {
    const { t: late } = useTranslation("late-arrival");
    return <p>{late("hello", { name: "Asha" })}</p>;
  }

  it("shows the key until the namespace arrives, then renders again with the text", () => {
    render(<Greeting />);
    expect(screen.getByText("hello")).toBeTruthy();
    act(() => addNamespaces({ "late-arrival": { hello: "Namaste, {{name}}" } }));
    expect(screen.getByText("Namaste, Asha")).toBeTruthy();
  });
});
