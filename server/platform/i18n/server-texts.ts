import fs from "node:fs";
import i18next, { type i18n as I18n, type ResourceLanguage } from "i18next";
import { DEFAULT_LANGUAGE, LANGUAGE_LOCALES, LANGUAGES, type Language } from "@domain/languages";

/** The app's texts (locales/<language>/<namespace>.json at the repository root), read from disk by the server. */
const LOCALES_FOLDER = new URL("../../../locales/", import.meta.url);

/** A translation function fixed to one language and namespace, as the emails and documents use it. */
export type Texts = {
  language: Language;
  t: (key: string, values?: Record<string, string | number>) => string;
};

let instance: I18n | undefined;

function readNamespaces(language: Language): ResourceLanguage {
  const folder = new URL(`${language}/`, LOCALES_FOLDER);
  const files = fs.readdirSync(folder).filter((name) => name.endsWith(".json"));
  return Object.fromEntries(
    files.map((name) => [name.slice(0, -".json".length), JSON.parse(fs.readFileSync(new URL(name, folder), "utf8")) as ResourceLanguage]),
  );
}

/** Every namespace of every language, loaded once, the first time a text is asked for. */
function serverI18n(): I18n {
  if (instance) return instance;
  const resources = Object.fromEntries(LANGUAGES.map((language) => [language, readNamespaces(language)]));
  const created = i18next.createInstance();
  void created.init({
    resources,
    lng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    // A text missing in Hindi goes out in English rather than as its key.
    fallbackLng: DEFAULT_LANGUAGE,
    ns: Object.keys(resources[DEFAULT_LANGUAGE]!),
    defaultNS: "emails",
    initAsync: false,
    returnNull: false,
    // Emails are plain text or escaped where their HTML is built (linkEmail); PDFs are not HTML at all.
    interpolation: { escapeValue: false },
  });
  instance = created;
  return created;
}

/** The texts of one namespace (emails by default) in a language. */
export function textsFor(language: Language, namespace = "emails"): Texts {
  const fixed = serverI18n().getFixedT(language, namespace);
  return { language, t: (key, values) => fixed(key, values ?? {}) };
}

/**
 * An India date (YYYY-MM-DD) as a person reads it in their language. English keeps the ISO form the emails have
 * always used; Hindi reads "27 नवंबर 2026" (Intl hi-IN, Latin digits).
 */
export function shownDate(isoDate: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return isoDate;
  const format = new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { day: "numeric", month: "long", year: "numeric", timeZone: "Asia/Kolkata" });
  return format.format(new Date(`${isoDate}T12:00:00+05:30`));
}
