import { breadcrumbJsonLd, sellerOrganizationJsonLd } from "@domain/structured-data";
import catalog from "../../locales/en/catalog.json" with { type: "json" };
import common from "../../locales/en/common.json" with { type: "json" };
import type { AppContext } from "../app-context";
import { AppError } from "../errors";
import { getPublicSeller } from "../modules/catalog/get-public-seller";
import { isUuid } from "../modules/orders/order-id";
import type { PageHead } from "./page-head";

const texts = catalog.sellerProfile;

/**
 * The head of /seller/{id}: the company's name, a description, the canonical URL (without the page's query: later
 * pages load in place, so every address of the profile is one page), Organization and breadcrumb JSON-LD. Undefined
 * when no visitor may open the seller's page (the caller answers 404).
 */
export async function sellerPageHead(ctx: AppContext, sellerId: string): Promise<PageHead | undefined> {
  if (!isUuid(sellerId)) return undefined;
  const seller = await getPublicSeller(ctx.db, sellerId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "PROFILE_NOT_FOUND") return undefined;
    throw error;
  });
  if (!seller) return undefined;
  const origin = ctx.config.publicUrl;
  const url = `${origin}/seller/${seller.id}`;
  const name = seller.companyName ?? texts.unnamed;
  return {
    title: `${name} | ${common.brand}`,
    description: texts.metaDescription.replace("{{company}}", name),
    canonicalUrl: url,
    ogType: "website",
    jsonLd: [
      sellerOrganizationJsonLd({ name, url, city: seller.city, state: seller.state }),
      breadcrumbJsonLd([{ name: common.nav.home, url: `${origin}/` }, { name: catalog.marketplace.title, url: `${origin}/products` }, { name, url }]),
    ],
  };
}
