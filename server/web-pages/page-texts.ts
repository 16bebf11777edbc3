import type { Language } from "@domain/languages";
import enCatalog from "../../locales/en/catalog.json" with { type: "json" };
import enCommon from "../../locales/en/common.json" with { type: "json" };
import enLegal from "../../locales/en/legal.json" with { type: "json" };
import enPublic from "../../locales/en/public.json" with { type: "json" };
import hiCatalog from "../../locales/hi/catalog.json" with { type: "json" };
import hiCommon from "../../locales/hi/common.json" with { type: "json" };
import hiLegal from "../../locales/hi/legal.json" with { type: "json" };
import hiPublic from "../../locales/hi/public.json" with { type: "json" };

/** The texts of a served page's head (title, description, breadcrumbs), in each language: the web app's own. */
export type PageTexts = { common: typeof enCommon; catalog: typeof enCatalog; legal: typeof enLegal; public: typeof enPublic };

const TEXTS: Record<Language, PageTexts> = {
  en: { common: enCommon, catalog: enCatalog, legal: enLegal, public: enPublic },
  hi: { common: hiCommon, catalog: hiCatalog, legal: hiLegal, public: hiPublic },
};

export const pageTexts = (language: Language): PageTexts => TEXTS[language];
