import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import common from "../../locales/en/common.json";

/**
 * Every JSON file under locales/<language>/ (at the repository root, where the server reads the shared schemas'
 * messages too) is a namespace named after the file: `locales/en/seller.json` → namespace "seller", used as
 * `useTranslation("seller")` or `t("seller:key")`. Adding a namespace is adding the file; nothing here changes.
 *
 * Only "common" (header, footer, errors) ships with the first page. Each other namespace is its own small file,
 * fetched when a page first asks for it (`useTranslation` suspends until it arrives); a server-rendered page brings
 * the namespaces it used inside the page itself (see web/ssr-payload.ts).
 */
const loaders = import.meta.glob<{ default: ResourceKey }>("../../locales/*/*.json");

const loaderFor = (language: string, namespace: string) => loaders[`../../locales/${language}/${namespace}.json`];

/** The namespaces there are (every locale file of English, the reference language). */
export const NAMESPACES = Object.keys(loaders).flatMap((file) => /locales\/en\/([^/]+)\.json$/.exec(file)?.[1] ?? []);

const localeFiles: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const load = loaderFor(language, namespace);
    if (!load) return callback(new Error(`No locale file for ${language}/${namespace}`), false);
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

void i18n
  .use(localeFiles)
  .use(initReactI18next)
  .init({
    resources: { en: { common } },
    partialBundledLanguages: true,
    lng: "en",
    fallbackLng: "en",
    ns: ["common"],
    defaultNS: "common",
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
    initAsync: false,
  });

/** Adds namespaces that arrived some other way (inside a server-rendered page, or read eagerly on the server). */
export function addNamespaces(bundles: Record<string, ResourceKey>): void {
  for (const [namespace, resources] of Object.entries(bundles)) i18n.addResourceBundle("en", namespace, resources, true, true);
}

/** Loads every namespace: on the server (one render may use any) and in tests, which render without suspending. */
export async function loadAllNamespaces(): Promise<void> {
  await i18n.loadNamespaces(NAMESPACES);
}

// Tests render components synchronously, with every text in place.
if (import.meta.env.MODE === "test") await loadAllNamespaces();
