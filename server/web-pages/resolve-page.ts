import { CATEGORIES, type Category, categoryPath, isCategoryName } from "@domain/categories";
import { breadcrumbJsonLd, organizationJsonLd, productJsonLd } from "@domain/structured-data";
import { LANGUAGES, localisedPath, splitLanguagePath, type Language } from "@domain/languages";
import { LEGAL_PAGES } from "@domain/legal-pages";
import { imagePreload, PRODUCT_IMAGE_SIZES } from "@domain/media-variants";
import { STRUCTURED_DATA_REVIEWS_MAX } from "@domain/reviews";
import type { AppContext } from "../app-context";
import { AppError } from "../errors";
import { getPublicProduct } from "../modules/catalog/get-public-product";
import { visibleReviews } from "../modules/reviews/list-product-reviews";
import { isUuid } from "../modules/orders/order-id";
import { languageAlternates, type PageHead } from "./page-head";
import { pageTexts, type PageTexts } from "./page-texts";
import { sellerPageHead } from "./seller-page-head";

/** `rendered`: the page is rendered on the server with its data (public pages); otherwise the browser renders it. */
export type ResolvedPage = { status: 200 | 404; head: PageHead; rendered: boolean };

const NOINDEX = "noindex";

/** Pages people sign in to, pay on or manage from: served, but never indexed. */
const PRIVATE_PAGES = new Set(["/login", "/register", "/confirm-email", "/forgot-password", "/reset-password", "/cart", "/checkout", "/payment-success", "/payment-failure", "/payment-status", "/account/two-factor", "/dev/mailbox"]);
const PRIVATE_AREAS = ["/buyer-dashboard", "/seller-dashboard", "/admin-dashboard"];

/** Whether a page (its path without the language prefix) is one people sign in to, pay on or manage from. */
export const isPrivatePage = (path: string) => PRIVATE_PAGES.has(path) || PRIVATE_AREAS.some((area) => path === area || path.startsWith(`${area}/`));

/** Public pages whose head is fixed: path → title (branded unless the landing page) and description. */
function fixedPages({ common, catalog, legal, public: publicTexts }: PageTexts): Record<string, { title: string; description: string }> {
  const branded = (title: string) => `${title} | ${common.brand}`;
  return {
    "/": { title: publicTexts.landing.title, description: publicTexts.landing.description },
    "/products": { title: branded(catalog.marketplace.title), description: catalog.marketplace.description },
    "/about": { title: branded(publicTexts.about.title), description: publicTexts.about.description },
    "/contact": { title: branded(publicTexts.contact.title), description: publicTexts.contact.description },
    "/subscription": { title: branded(common.pages.subscription), description: common.meta.defaultDescription },
    ...Object.fromEntries(LEGAL_PAGES.map(({ key, path }) => [path, { title: branded(legal[key].title), description: legal[key].description }])),
  };
}
const FIXED_PAGES = Object.fromEntries(LANGUAGES.map((language) => [language, fixedPages(pageTexts(language))])) as Record<Language, ReturnType<typeof fixedPages>>;

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
  const { language, path: unprefixed } = splitLanguagePath(pathname);
  const resolved = await resolveInLanguage(ctx, unprefixed.length > 1 ? unprefixed.replace(/\/+$/, "") : unprefixed, search, language);
  return { ...resolved, head: { ...resolved.head, language } };
}

async function resolveInLanguage(ctx: AppContext, path: string, search: URLSearchParams, language: Language): Promise<ResolvedPage> {
  const texts = pageTexts(language);
  const { common, catalog } = texts;
  const BRAND = common.brand;
  const DESCRIPTION = common.meta.defaultDescription;
  const branded = (title: string) => `${title} | ${BRAND}`;
  const notFoundPage = (): ResolvedPage => ({ status: 404, rendered: true, head: { title: branded(common.errors.notFoundTitle), description: DESCRIPTION, robots: NOINDEX } });
  const origin = ctx.config.publicUrl;
  /** This page's address in the page's language, and the same page in the others. */
  const addresses = (pagePath: string) => ({ canonicalUrl: `${origin}${localisedPath(pagePath, language)}`, alternates: languageAlternates(origin, pagePath) });
  const fixed = FIXED_PAGES[language][path];
  if (fixed) {
    const searching = path === "/products" && search.has("q");
    return {
      status: 200,
      rendered: true,
      head: {
        ...fixed,
        ...addresses(path),
        robots: searching ? "noindex, follow" : undefined,
        jsonLd: path === "/" ? organizationJsonLd({ name: BRAND, url: origin, logo: `${origin}/favicon.svg` }) : undefined,
      },
    };
  }
  if (isPrivatePage(path)) {
    return { status: 200, rendered: false, head: { title: BRAND, description: DESCRIPTION, robots: NOINDEX } };
  }

  const categorySegment = /^\/products\/category\/([^/]+)$/.exec(path)?.[1];
  if (categorySegment !== undefined) {
    const name = safeDecode(categorySegment);
    const known = name !== undefined && isCategoryName(name) ? CATEGORIES.find((entry) => entry.name === name) : undefined;
    if (!known) return { status: 404, rendered: true, head: { title: branded(catalog.category.notFoundTitle), description: DESCRIPTION, robots: NOINDEX } };
    const { canonicalUrl: url, alternates: others } = addresses(categoryPath(known.name));
    const category = categoryText(texts, known);
    return {
      status: 200,
      rendered: true,
      head: {
        title: branded(category.name),
        description: category.description,
        canonicalUrl: url,
        alternates: others,
        robots: search.has("q") ? "noindex, follow" : undefined,
        jsonLd: [breadcrumbJsonLd([{ name: common.nav.home, url: `${origin}${localisedPath("/", language)}` }, { name: catalog.marketplace.title, url: `${origin}${localisedPath("/products", language)}` }, { name: category.name, url }])],
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
    const { canonicalUrl: url, alternates: others } = addresses(`/product/${product.id}`);
    const images = product.media.filter((medium) => medium.mediaType === "image").map((medium) => `${origin}${medium.mediaUrl}`);
    const categoryUrl = `${origin}${localisedPath(categoryPath(product.category), language)}`;
    const productCategory = CATEGORIES.find((entry) => entry.name === product.category);
    // The gallery opens on the first medium: when it is a picture, it is the page's largest one.
    const lead = product.media[0];
    // The most helpful of its visible reviews go in its structured data beside the rating (none without reviews).
    const reviews = product.rating.count === 0 ? [] : (await visibleReviews(ctx.db, product.id, { sort: "helpful", limit: STRUCTURED_DATA_REVIEWS_MAX }, undefined, null)).page;
    return {
      status: 200,
      rendered: true,
      head: {
        title: branded(product.name),
        description: summary(product.description || catalog.product.metaDescription.replace("{{product}}", product.name).replace("{{company}}", product.seller.companyName ?? BRAND)),
        canonicalUrl: url,
        alternates: others,
        image: images[0],
        ogType: "product",
        preloadImage: lead?.mediaType === "image" ? imagePreload(lead.mediaUrl, PRODUCT_IMAGE_SIZES.gallery) : undefined,
        jsonLd: [
          productJsonLd(product, { page: url, images }, reviews),
          breadcrumbJsonLd([{ name: common.nav.home, url: `${origin}${localisedPath("/", language)}` }, { name: productCategory ? categoryText(texts, productCategory).name : product.category, url: categoryUrl }, { name: product.name, url }]),
        ],
      },
    };
  }

  const sellerId = /^\/seller\/([^/]+)$/.exec(path)?.[1];
  if (sellerId !== undefined) {
    const head = await sellerPageHead(ctx, sellerId, language);
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

/** A category's name and description in the page's language (locales/<language>/common.json, `categories`). */
function categoryText({ common }: PageTexts, category: Category): { name: string; description: string } {
  const texts = (common as { categories?: Record<string, { name?: string; description?: string }> }).categories?.[category.slug];
  return { name: texts?.name ?? category.name, description: texts?.description ?? category.description };
}
