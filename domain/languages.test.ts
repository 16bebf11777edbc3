import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES, localisedPath, preferredLanguage, splitLanguagePath } from "./languages";

const pagePath = fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 4 }).map((parts) => `/${parts.join("/")}`);

describe("a page's language and address", () => {
  it("reads the language from the /hi prefix, and English elsewhere", () => {
    expect(splitLanguagePath("/hi")).toEqual({ language: "hi", path: "/" });
    expect(splitLanguagePath("/hi/product/42")).toEqual({ language: "hi", path: "/product/42" });
    expect(splitLanguagePath("/products")).toEqual({ language: "en", path: "/products" });
    // A word that merely starts with "hi" is an English page.
    expect(splitLanguagePath("/history")).toEqual({ language: "en", path: "/history" });
    expect(splitLanguagePath("/hindi")).toEqual({ language: "en", path: "/hindi" });
  });

  it("puts a path in a language and reads it back unchanged, for every path and language", () => {
    fc.assert(
      fc.property(pagePath, fc.constantFrom(...LANGUAGES), (path, language) => {
        const addressed = localisedPath(path, language);
        expect(splitLanguagePath(addressed)).toEqual({ language, path });
        expect(addressed.startsWith(language === "en" ? "/" : `/${language}`)).toBe(true);
      }),
    );
    expect(localisedPath("/", "hi")).toBe("/hi");
    expect(localisedPath("/cart", "en")).toBe("/cart");
  });

  it("finds the most preferred of our languages in Accept-Language", () => {
    expect(preferredLanguage("hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7")).toBe("hi");
    expect(preferredLanguage("en-IN,en;q=0.9,hi;q=0.8")).toBe("en");
    expect(preferredLanguage("mr-IN,mr;q=0.9,hi;q=0.5,en;q=0.4")).toBe("hi");
    expect(preferredLanguage("en;q=0.2, hi;q=0.8")).toBe("hi");
    expect(preferredLanguage("ta-IN,fr;q=0.5")).toBeUndefined();
    expect(preferredLanguage("hi;q=0")).toBeUndefined();
    expect(preferredLanguage(undefined)).toBeUndefined();
  });
});
