import i18next, { type BackendModule, type ResourceKey } from "i18next";
import { initReactI18next } from "react-i18next";
import common from "../../locales/en/common.json";

/**
 * Every JSON file under locales/<language>/ (at the repository root, where the server reads the shared schemas'
 * messages too) is a namespace named after the file: `locales/en/seller.json` → namespace "seller", used as
 * `useTranslation("seller")` or `t("seller:key")`. Adding a namespace is adding the file; nothing here changes.
 *
 * Only "common" (header, footer, errors) ships with the app's code. A server-rendered page brings the namespaces it
 * used inside the page itself (web/ssr-payload.ts); all the others arrive together in one file
 * (`loadAllNamespaces`), which the browser fetches right after taking over a server-rendered page, or before
 * rendering a page the server did not render.
 */
const loadBundles = () => import("./all-locales").then((module) => module.bundles);

const localeFiles: BackendModule = {
  type: "backend",
  init() {},
  read(_language, namespace, callback) {
    loadBundles().then(
      (bundles) => (bundles[namespace] ? callback(null, bundles[namespace]) : callback(new Error(`No locale file for ${namespace}`), false)),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/**
 * Whether a text was looked up before its namespace arrived (it showed its key or default): only then must the page
 * re-render when the other namespaces come. Each "added" event re-renders every component that translates, which
 * on a slow phone is a long task right after hydration for words that have not changed.
 */
let textWasMissing = false;

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
    saveMissing: true, // no file is written: the handler only notes that a text was missing
    missingKeyHandler: () => {
      textWasMissing = true;
    },
    initAsync: false,
    // Never suspend: a server-rendered page hydrates in one pass (a Suspense boundary would hydrate later, after the
    // signed-in user's answer may have changed what it renders). A text whose file is still on its way re-renders
    // when it arrives.
    react: { useSuspense: false, bindI18nStore: "added" },
  });

/** Adds namespaces that arrived some other way (inside a server-rendered page, or read eagerly on the server). */
export function addNamespaces(bundles: Record<string, ResourceKey>): void {
  for (const [namespace, resources] of Object.entries(bundles)) i18n.addResourceBundle("en", namespace, resources, true, true);
}

/**
 * A namespace's t function for text shown outside React (a toast), once the namespace's texts are there: a button
 * pressed right after a server-rendered page appears may come before the rest of the texts have arrived.
 */
export async function namespaceT(namespace: string) {
  await i18n.loadNamespaces(namespace);
  return i18n.getFixedT(null, namespace);
}

/**
 * Loads every namespace (one file): texts asked for by key with a namespace prefix, or outside React, are there.
 * The namespaces already here (a server-rendered page's) are kept; the new ones are added without re-rendering the
 * page, unless a text on it was missing.
 */
export async function loadAllNamespaces(): Promise<void> {
  const added = Object.entries(await loadBundles()).filter(([namespace]) => !i18n.hasResourceBundle("en", namespace));
  for (const [namespace, resources] of added) i18n.addResourceBundle("en", namespace, resources, true, true, { silent: !textWasMissing });
}

// Tests render components synchronously, with every text in place.
if (import.meta.env.MODE === "test") await loadAllNamespaces();
