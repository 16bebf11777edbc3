import { useEffect } from "react";
import { i18n } from "./i18n";

/**
 * Sets the document title and meta description for the current page.
 * Titles read "<title> | <brand>"; pass `{ brand: false }` for a title that must stand alone (the landing page).
 */
export function usePageMeta(title: string, description?: string, options: { brand?: boolean } = {}): void {
  const withBrand = options.brand ?? true;
  useEffect(() => {
    document.title = withBrand ? `${title} | ${i18n.t("common:brand")}` : title;
    descriptionTag().setAttribute("content", description ?? i18n.t("common:meta.defaultDescription"));
  }, [title, description, withBrand]);
}

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  return tag;
}
