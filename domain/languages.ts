/**
 * The languages of the interface, emails and documents. English pages live where they always have; Hindi pages live
 * under `/hi` (`/hi/products`, `/hi/product/{id}`). Numbers and money read the same in both (Latin digits, ₹ with
 * Indian grouping); dates and times are India's (Asia/Kolkata) in either language.
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie that keeps a visitor's choice (a signed-in user's choice is also kept on the account). */
export const LANGUAGE_COOKIE = "lang";

/** Intl locale and the `hreflang` code of each language. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: "en-IN", hi: "hi-IN" };

/** Each language's own name, as the switch shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

/** The URL prefix of a language's pages ("" for English). */
export const languagePrefix = (language: Language): string => (language === "en" ? "" : `/${language}`);

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language of a page's path and the path without its language prefix: `/hi/products` → hi, `/products`. */
export function splitLanguagePath(pathname: string): { language: Language; path: string } {
  const match = /^\/(hi)(\/.*)?$/.exec(pathname);
  if (!match) return { language: DEFAULT_LANGUAGE, path: pathname };
  return { language: match[1] as Language, path: match[2] ?? "/" };
}

/** A path in a language: `/products` in Hindi → `/hi/products`; `/` in Hindi → `/hi`. */
export function localisedPath(path: string, language: Language): string {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  return path === "/" ? prefix : `${prefix}${path}`;
}

/**
 * The language a visitor's browser prefers most among ours (an Accept-Language list, or navigator.languages joined),
 * or undefined when it names neither.
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split("-")[0], weight: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight);
  return ranked.map((entry) => entry.language).find(isLanguage);
}
