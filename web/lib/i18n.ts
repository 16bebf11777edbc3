import i18next, { type Resource } from "i18next";
import { initReactI18next } from "react-i18next";

/**
 * Every JSON file under locales/<language>/ (at the repository root, where the server reads the shared schemas'
 * messages too) is a namespace named after the file: `locales/en/seller.json` → namespace "seller", used as
 * `useTranslation("seller")` or `t("seller:key")`. Adding a namespace is adding the file; nothing here changes.
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>("../../locales/*/*.json", { eager: true });

function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, module] of Object.entries(files)) {
    const [, language, namespace] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!language || !namespace) continue;
    (resources[language] ??= {})[namespace] = module.default;
  }
  return resources;
}

const resources = buildResources();

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources,
  lng: "en",
  fallbackLng: "en",
  ns: Object.keys(resources.en ?? {}),
  defaultNS: "common",
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
});
