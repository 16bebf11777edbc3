import i18next, { type BackendModule, type i18n as I18n, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, LANGUAGES, splitLanguagePath, type Language } from "@domain/languages";

/**
 * The app's texts, through i18next and react-i18next. Every JSON file under locales/<language>/ (at the repository
 * root, where the server reads the texts of emails and the shared schemas' messages too) is a namespace named after
 * the file: `locales/hi/seller-orders.json` → namespace "seller-orders" in Hindi, used as
 * `useTranslation("seller-orders")` or `t("seller-orders:key")`. Adding a namespace is adding the file in both
 * languages; nothing here changes. Plurals (`key_one`, `key_other`) follow Intl.PluralRules of the language.
 *
 * Each namespace of each language is a file of its own, fetched with the page that uses it (web/router.tsx names a
 * page's namespaces). A server-rendered page brings the namespaces it used inside the page itself (web/ssr-payload.ts).
 * A text asked for before its namespace is here shows nothing for a moment and re-renders when it arrives.
 *
 * A page is in one language: its URL says which (`/hi/...` is Hindi). Switching language loads the page at the other
 * language's URL, so the browser keeps one instance in one language.
 */
// Emails and documents are the server's (server/platform/i18n): not part of the app.
const files = import.meta.glob<{ default: ResourceKey }>(["../../locales/*/*.json", "!../../locales/*/emails.json", "!../../locales/*/documents.json"]);
const FILE = /\/locales\/([a-z]+)\/([^/]+)\.json$/;

/** Every namespace (the English files; a test holds the Hindi ones to the same list and keys). */
export const NAMESPACES: readonly string[] = Object.keys(files).flatMap((file) => {
  const [, language, namespace] = FILE.exec(file) ?? [];
  return language === DEFAULT_LANGUAGE && namespace ? [namespace] : [];
});

function loadTexts(language: string, namespace: string): Promise<ResourceKey> {
  const load = files[`../../locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`No texts for ${language}/${namespace}`));
  return load().then((module) => module.default);
}

const localeFiles: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    loadTexts(language, namespace).then(
      (texts) => callback(null, texts),
      // A file that did not arrive (a dropped connection) stops nothing: the texts are asked for again next time.
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** An i18next instance in one language, with the namespaces given here and the others fetched when asked for. */
export function createI18n(language: Language, bundles: Record<string, ResourceKey> = {}): I18n {
  const instance = i18next.createInstance();
  void instance
    .use(localeFiles)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: LANGUAGES,
      fallbackLng: false,
      resources: { [language]: bundles },
      partialBundledLanguages: true,
      ns: Object.keys(bundles),
      defaultNS: "common",
      interpolation: { escapeValue: false }, // React escapes already
      returnNull: false,
      initAsync: false,
      // Never suspend: a server-rendered page hydrates in one pass. A text whose file is still on its way
      // re-renders its component when the file arrives.
      react: { useSuspense: false, bindI18nStore: "added" },
    });
  return instance;
}

/** The language of the page the browser opened (its URL says), or English outside a browser. */
function pageLanguage(): Language {
  return typeof window === "undefined" ? DEFAULT_LANGUAGE : splitLanguagePath(window.location.pathname).language;
}

/**
 * The texts in use: in the browser, the page's language; on the server, the language of the page being rendered
 * (web/entry-server.tsx switches it before each synchronous rendering). Code outside React reads it here (toasts,
 * error messages, dates).
 */
export let i18n: I18n = createI18n(pageLanguage());

export function setActiveI18n(instance: I18n): void {
  i18n = instance;
}

/** The language texts are shown in now. */
export const currentLanguage = (): Language => i18n.language as Language;

/** Adds namespaces that arrived some other way (inside a server-rendered page). */
export function addNamespaces(bundles: Record<string, ResourceKey>): void {
  for (const [namespace, texts] of Object.entries(bundles)) i18n.addResourceBundle(i18n.language, namespace, texts, true, true);
}

/** Loads namespaces of the language in use (the file of each, once); never fails, a missing file shows its keys. */
export function loadNamespaces(namespaces: readonly string[]): Promise<void> {
  return i18n.loadNamespaces([...namespaces]).catch(() => undefined);
}

/**
 * A namespace's t function for text shown outside React (a toast), once the namespace's texts are there: a button
 * pressed right after a server-rendered page appears may come before its dialog's texts have arrived.
 */
export async function namespaceT(namespace: string) {
  await loadNamespaces([namespace]);
  return i18n.getFixedT(null, namespace);
}

// Tests render components synchronously, in English, with every text in place.
if (import.meta.env.MODE === "test") await loadNamespaces(NAMESPACES);
