import { CATEGORIES } from "@domain/categories";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/**
 * Categories travel by their English name (URLs, API calls, form values); people read them in their language. Their
 * texts are in the "common" namespace as `categories.<slug>.name` and `categories.<slug>.description`, keyed by the
 * category's slug from domain/categories.ts (the name of its image too), so a key stays put when the wording changes.
 */
const CATEGORY_BY_NAME = new Map(CATEGORIES.map((category) => [category.name as string, category]));

/** The locale key of a category's name or description, or null for a name that is no category. */
export function categoryTextKey(name: string, part: "name" | "description"): string | null {
  const category = CATEGORY_BY_NAME.get(name);
  return category ? `categories.${category.slug}.${part}` : null;
}

/** (English category name) => the name in the page's language; a name that is no category is shown as given. */
export function useCategoryName(): (name: string) => string {
  const { t } = useTranslation("common");
  return useCallback((name: string) => {
    const key = categoryTextKey(name, "name");
    return key ? t(key, { defaultValue: name }) : name;
  }, [t]);
}

/** (English category name) => its description in the page's language, or undefined for a name that is no category. */
export function useCategoryDescription(): (name: string) => string | undefined {
  const { t } = useTranslation("common");
  return useCallback((name: string) => {
    const category = CATEGORY_BY_NAME.get(name);
    return category ? t(`categories.${category.slug}.description`, { defaultValue: category.description }) : undefined;
  }, [t]);
}

/** A category's name in the page's language, as an element: for table cells and other render callbacks. */
export function CategoryName({ name }: { name: string }): string {
  return useCategoryName()(name);
}
