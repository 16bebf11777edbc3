import { CATEGORIES, categoryPath, isCategoryName } from "@domain/categories";
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd } from "@domain/structured-data";
import catalog from "../../locales/en/catalog.json" with { type: "json" };
import { LEGAL_PAGES } from "@domain/legal-pages";
import { imagePreload, PRODUCT_IMAGE_SIZES } from "@domain/media-variants";
import common from "../../locales/en/common.json" with { type: "json" };
import legal from "../../locales/en/legal.json" with { type: "json" };
import publicTexts from "../../locales/en/public.json" with { type: "json" };
import type { AppContext } from "../app-context";
import { AppError } from "../errors";
import { getPublicProduct } from "../modules/catalog/get-public-product";
import { isUuid } from "../modules/orders/order-id";
import type { PageHead } from "./page-head";
import { sellerPageHead } from "./seller-page-head";

/** `rendered`: the page is rendered on the server with its data (public pages); otherwise the browser renders it. */
export type ResolvedPage = { status: 200 | 404; head: PageHead; rendered: boolean };

const BRAND = common.brand;
const branded = (title: string) => `${title} | ${BRAND}`;
const DESCRIPTION = common.meta.defaultDescription;
const NOINDEX = "noindex";

/** Pages people sign in to, pay on or manage from: served, but never indexed. */
const PRIVATE_PAGES = new Set(["/login", "/register", "/confirm-email", "/forgot-password", "/reset-password", "/cart", "/checkout", "/payment-success", "/payment-failure", "/payment-status", "/account/two-factor", "/dev/mailbox"]);
const PRIVATE_AREAS = ["/buyer-dashboard", "/seller-dashboard", "/admin-dashboard"];

/** Public pages whose head is fixed: path → title (branded unless the landing page) and description. */
const FIXED_PAGES: Record<string, { title: string; description: string }> = {
  "/": { title: publicTexts.landing.title, description: publicTexts.landing.description },
  "/products": { title: branded(catalog.marketplace.title), description: catalog.marketplace.description },
  "/about": { title: branded(publicTexts.about.title), description: publicTexts.about.description },
  "/contact": { title: branded(publicTexts.contact.title), description: publicTexts.contact.description },
  "/subscription": { title: branded(common.pages.subscription), description: DESCRIPTION },
  ...Object.fromEntries(LEGAL_PAGES.map(({ key, path }) => [path, { title: branded(legal[key].title), description: legal[key].description }])),
};

const notFoundPage = (): ResolvedPage => ({ status: 404, rendered: true, head: { title: branded(common.errors.notFoundTitle), description: DESCRIPTION, robots: NOINDEX } });

/** At most `max` characters of text, cut at a word, for a meta description. */
function summary(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, "")}…`;
}

/**
 * What the server answers for a web page's URL before the app runs in the browser: the status (404 for an unknown
 * route, a missing or hidden product, an unknown category or seller) and the page's head (title, description,
 * canonical URL, robots, preview image, structured data).
 */
export async function resolvePage(ctx: AppContext, pathname: string, search: URLSearchParams): Promise<ResolvedPage> {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const origin = ctx.config.publicUrl;
  const fixed = FIXED_PAGES[path];
  if (fixed) {
    const searching = path === "/products" && search.has("q");
    return {
      status: 200,
      rendered: true,
      head: {
        ...fixed,
        canonicalUrl: `${origin}${path === "/" ? "/" : path}`,
        robots: searching ? "noindex, follow" : undefined,
        jsonLd: path === "/" ? organizationJsonLd({ name: BRAND, url: origin, logo: `${origin}/favicon.svg` }) : undefined,
      },
    };
  }
  if (PRIVATE_PAGES.has(path) || PRIVATE_AREAS.some((area) => path === area || path.startsWith(`${area}/`))) {
    return { status: 200, rendered: false, head: { title: BRAND, description: DESCRIPTION, robots: NOINDEX } };
  }

  const category = /^\/products\/category\/([^/]+)$/.exec(path)?.[1];
  if (category !== undefined) {
    const name = safeDecode(category);
    const known = name !== undefined && isCategoryName(name) ? CATEGORIES.find((entry) => entry.name === name) : undefined;
    if (!known) return { status: 404, rendered: true, head: { title: branded(catalog.category.notFoundTitle), description: DESCRIPTION, robots: NOINDEX } };
    const url = `${origin}${categoryPath(known.name)}`;
    return {
      status: 200,
      rendered: true,
      head: {
        title: branded(known.name),
        description: known.description,
        canonicalUrl: url,
        robots: search.has("q") ? "noindex, follow" : undefined,
        jsonLd: [breadcrumbJsonLd([{ name: common.nav.home, url: `${origin}/` }, { name: catalog.marketplace.title, url: `${origin}/products` }, { name: known.name, url }])],
      },
    };
  }

  const productId = /^\/product\/([^/]+)$/.exec(path)?.[1];
  if (productId !== undefined) {
    if (!isUuid(productId)) return notFoundPage();
    const product = await getPublicProduct(ctx.db, productId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "PRODUCT_NOT_FOUND") return undefined;
      throw error;
    });
    if (!product) return notFoundPage();
    const url = `${origin}/product/${product.id}`;
    const images = product.media.filter((medium) => medium.mediaType === "image").map((medium) => `${origin}${medium.mediaUrl}`);
    const categoryUrl = `${origin}${categoryPath(product.category)}`;
    // The gallery opens on the first medium: when it is a picture, it is the page's largest one.
    const lead = product.media[0];
    return {
      status: 200,
      rendered: true,
      head: {
        title: branded(product.name),
        description: summary(product.description || `${product.name} in bulk from ${product.seller.companyName ?? BRAND}.`),
        canonicalUrl: url,
        image: images[0],
        ogType: "product",
        preloadImage: lead?.mediaType === "image" ? imagePreload(lead.mediaUrl, PRODUCT_IMAGE_SIZES.gallery) : undefined,
        jsonLd: [
          productJsonLd(product, { page: url, images }),
          breadcrumbJsonLd([{ name: common.nav.home, url: `${origin}/` }, { name: product.category, url: categoryUrl }, { name: product.name, url }]),
        ],
      },
    };
  }

  const sellerId = /^\/seller\/([^/]+)$/.exec(path)?.[1];
  if (sellerId !== undefined) {
    const head = await sellerPageHead(ctx, sellerId);
    if (!head) return { status: 404, rendered: true, head: { title: branded(catalog.sellerProfile.notFoundTitle), description: DESCRIPTION, robots: NOINDEX } };
    return { status: 200, rendered: true, head };
  }
  return notFoundPage();
}

function safeDecode(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
