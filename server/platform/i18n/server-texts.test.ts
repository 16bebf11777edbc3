import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { shownDate, textsFor } from "./server-texts";

const SERVER_NAMESPACES = ["emails", "documents"];

const read = (language: string, namespace: string) =>
  JSON.parse(readFileSync(new URL(`../../../locales/${language}/${namespace}.json`, import.meta.url), "utf8")) as Record<string, unknown>;

/** Every text of a namespace by its dotted key. */
function flatten(node: unknown, prefix = ""): Record<string, string> {
  if (typeof node === "string") return { [prefix]: node };
  return Object.assign({}, ...Object.entries(node as Record<string, unknown>).map(([key, value]) => flatten(value, prefix ? `${prefix}.${key}` : key)));
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("the server's texts", () => {
  it.each(SERVER_NAMESPACES)("%s: the same keys and the same placeholders in English and Hindi, every Hindi text translated", (namespace) => {
    const en = flatten(read("en", namespace));
    const hi = flatten(read("hi", namespace));
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(hi[key]!), key).toEqual(placeholders(text));
      // Nothing left in English, except texts that are only trade words, names and placeholders.
      if (/[a-z]{4,}/i.test(text.replace(/\{\{\w+\}\}|BulkBazaar|GSTIN|IGST|CGST|SGST|SAC/g, ""))) expect(hi[key], key).toMatch(/[\u0900-\u097F]/);
    }
  });

  it("fills placeholders with what it is given, as it is: nothing in a value is interpolated or escaped again", () => {
    const { t } = textsFor("hi");
    expect(t("layout.hello", { name: "{{name}} $t(layout.signature) <b>&" })).toBe("नमस्ते {{name}} $t(layout.signature) <b>&,");
    expect(textsFor("en").t("newOrder.item", { quantity: 1200, product: "Bolts", price: "₹12.50" })).toBe("• 1200 × Bolts at ₹12.50");
  });

  it("reads each namespace in each language", () => {
    expect(textsFor("en", "documents").t("invoicePdf.title")).toBe("Tax Invoice");
    expect(textsFor("hi", "documents").t("invoicePdf.title")).toBe("टैक्स इनवॉइस");
    expect(textsFor("hi").t("orderStatus.Ready for Pickup")).toBe("पिकअप के लिए तैयार");
  });

  it("shows an India date as each language reads it: English as the emails always have, Hindi through Intl hi-IN", () => {
    expect(shownDate("2026-11-27", "en")).toBe("2026-11-27");
    expect(shownDate("2026-11-27", "hi")).toBe("27 नवंबर 2026");
    expect(shownDate("2027-01-01", "hi")).toBe("1 जनवरी 2027");
  });
});
