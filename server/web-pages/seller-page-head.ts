import { breadcrumbJsonLd, sellerOrganizationJsonLd } from "@domain/structured-data";
import { localisedPath, type Language } from "@domain/languages";
import type { AppContext } from "../app-context";
import { AppError } from "../errors";
import { getPublicSeller } from "../modules/catalog/get-public-seller";
import { isUuid } from "../modules/orders/order-id";
import { languageAlternates, type PageHead } from "./page-head";
import { pageTexts } from "./page-texts";

/**
 * The head of /seller/{id}: the company's name, a description, the canonical URL (without the page's query: later
 * pages load in place, so every address of the profile is one page), Organization and breadcrumb JSON-LD. Undefined
 * when no visitor may open the seller's page (the caller answers 404).
 */
export async function sellerPageHead(ctx: AppContext, sellerId: string, language: Language): Promise<PageHead | undefined> {
  if (!isUuid(sellerId)) return undefined;
  const seller = await getPublicSeller(ctx.db, sellerId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "PROFILE_NOT_FOUND") return undefined;
    throw error;
  });
  if (!seller) return undefined;
  const { catalog, common } = pageTexts(language);
  const texts = catalog.sellerProfile;
  const origin = ctx.config.publicUrl;
  const path = `/seller/${seller.id}`;
  const url = `${origin}${localisedPath(path, language)}`;
  const name = seller.companyName ?? texts.unnamed;
  return {
    title: `${name} | ${common.brand}`,
    description: texts.metaDescription.replace("{{company}}", name),
    canonicalUrl: url,
    alternates: languageAlternates(origin, path),
    ogType: "website",
    jsonLd: [
      sellerOrganizationJsonLd({ name, url, city: seller.city, state: seller.state }),
      breadcrumbJsonLd([{ name: common.nav.home, url: `${origin}${localisedPath("/", language)}` }, { name: catalog.marketplace.title, url: `${origin}${localisedPath("/products", language)}` }, { name, url }]),
    ],
  };
}
