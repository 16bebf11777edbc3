// @vitest-environment jsdom
import { CATEGORIES } from "@domain/categories";
import { cleanup, render, renderHook, screen } from "@testing-library/react";
import i18next from "i18next";
import type { ReactNode } from "react";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import enCommon from "../../locales/en/common.json";
import hiCommon from "../../locales/hi/common.json";
import { CategoryName, categoryTextKey, useCategoryDescription, useCategoryName } from "./category-text";

afterEach(cleanup);

/** An i18next instance of its own in one language, with the common texts of both (the app's is not needed). */
function inLanguage(language: "en" | "hi") {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { en: { common: enCommon }, hi: { common: hiCommon } },
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return ({ children }: { children: ReactNode }) => <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}

describe("category texts", () => {
  it("keys each category by its slug", () => {
    expect(categoryTextKey("Food & Beverages", "name")).toBe("categories.food-and-beverages.name");
    expect(categoryTextKey("Furniture", "description")).toBe("categories.furniture.description");
    expect(categoryTextKey("Snacks", "name")).toBeNull();
  });

  it("has a name and a description for every category in both languages", () => {
    for (const texts of [enCommon, hiCommon]) {
      for (const category of CATEGORIES) {
        expect(texts.categories).toHaveProperty([category.slug, "name"], expect.any(String));
        expect(texts.categories).toHaveProperty([category.slug, "description"], expect.any(String));
      }
    }
  });

  it("keeps the English names and descriptions of domain/categories.ts", () => {
    const { result: name } = renderHook(() => useCategoryName(), { wrapper: inLanguage("en") });
    const { result: description } = renderHook(() => useCategoryDescription(), { wrapper: inLanguage("en") });
    for (const category of CATEGORIES) {
      expect(name.current(category.name)).toBe(category.name);
      expect(description.current(category.name)).toBe(category.description);
    }
  });

  it("shows a category in Hindi on a Hindi page", () => {
    const { result: name } = renderHook(() => useCategoryName(), { wrapper: inLanguage("hi") });
    const { result: description } = renderHook(() => useCategoryDescription(), { wrapper: inLanguage("hi") });
    expect(name.current("Food & Beverages")).toBe("खाद्य और पेय पदार्थ");
    expect(description.current("Furniture")).toBe(hiCommon.categories.furniture.description);
  });

  it("shows a name that is no category as given, and no description for it", () => {
    const { result: name } = renderHook(() => useCategoryName(), { wrapper: inLanguage("hi") });
    const { result: description } = renderHook(() => useCategoryDescription(), { wrapper: inLanguage("hi") });
    expect(name.current("Snacks")).toBe("Snacks");
    expect(description.current("Snacks")).toBeUndefined();
  });

  it("renders the translated name as an element, for table cells", () => {
    const Hindi = inLanguage("hi");
    render(
      <Hindi>
        <span data-testid="cell">
          <CategoryName name="Kitchenware" />
        </span>
      </Hindi>,
    );
    expect(screen.getByTestId("cell").textContent).toBe("रसोई का सामान");
  });
});
