/**
 * schema.org structured data (JSON-LD) that search engines read from a page: a product with its offer in INR, the
 * breadcrumb trail, the marketplace itself and its sellers. Pure: the caller passes absolute URLs and the product as the API
 * shows it; prices leave here as rupee strings ("1234.50"), never as floating-point numbers.
 */
import { paiseToRupeesString } from "./money";
import type { PriceTier } from "./pricing";
import { formatAverage, STRUCTURED_DATA_REVIEWS_MAX } from "./reviews";
import { indiaDate } from "./subscription-term";

export type StructuredProduct = {
  name: string;
  description: string;
  category: string;
  price: number;
  tieredPricing: readonly PriceTier[];
  stock: number;
  minOrderQuantity: number;
  seller: { companyName: string | null };
  /** Its visible reviews' average (in tenths of a star) and count; none without reviews. */
  rating?: { count: number; averageTenths: number };
};

/** One of a product's visible reviews as a product page shows it; `reviewer` null is an anonymous verified buyer. */
export type StructuredReview = { reviewer: string | null; createdAt: string; stars: number; title: string; text: string };

/** How a review's writer is named when the review names nobody (a deleted account, or one without a name). */
export const ANONYMOUS_REVIEWER = "A verified buyer";

type JsonLd = Record<string, unknown>;

/** Every unit price the product is sold at: its base price (when set) and each tier's. */
function unitPrices(product: StructuredProduct): number[] {
  return [...(product.price > 0 ? [product.price] : []), ...product.tieredPricing.map((tier) => tier.price)];
}

/**
 * A Product with an Offer (one price) or an AggregateOffer (quantity tiers), in INR, with its availability; and, when
 * it has at least one visible review, its AggregateRating and up to STRUCTURED_DATA_REVIEWS_MAX of those reviews
 * (none at all otherwise: search engines treat a rating of nothing as misleading markup).
 */
export function productJsonLd(
  product: StructuredProduct,
  urls: { page: string; images: readonly string[] },
  reviews: readonly StructuredReview[] = [],
  anonymousReviewer: string = ANONYMOUS_REVIEWER,
): JsonLd {
  const prices = unitPrices(product);
  const availability = product.stock >= product.minOrderQuantity ? "https://schema.org/InStock" : "https://schema.org/OutOfStock";
  const seller = product.seller.companyName ? { "@type": "Organization", name: product.seller.companyName } : undefined;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const offers =
    prices.length === 0
      ? undefined
      : low === high
        ? { "@type": "Offer", url: urls.page, priceCurrency: "INR", price: paiseToRupeesString(low), availability, seller, eligibleQuantity: { "@type": "QuantitativeValue", minValue: product.minOrderQuantity } }
        : { "@type": "AggregateOffer", url: urls.page, priceCurrency: "INR", lowPrice: paiseToRupeesString(low), highPrice: paiseToRupeesString(high), offerCount: prices.length, availability, seller };
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description || product.name,
    category: product.category,
    url: urls.page,
    ...(urls.images.length ? { image: urls.images } : {}),
    ...(offers ? { offers } : {}),
    ...ratingJsonLd(product.rating, reviews, anonymousReviewer),
  };
}

const starScale = { bestRating: 5, worstRating: 1 } as const;

function ratingJsonLd(rating: StructuredProduct["rating"], reviews: readonly StructuredReview[], anonymousReviewer: string): JsonLd {
  if (!rating || rating.count === 0) return {};
  const shown = reviews.slice(0, STRUCTURED_DATA_REVIEWS_MAX).map((review) => ({
    "@type": "Review",
    author: { "@type": "Person", name: review.reviewer ?? anonymousReviewer },
    datePublished: indiaDate(new Date(review.createdAt)),
    ...(review.title ? { name: review.title } : {}),
    ...(review.text ? { reviewBody: review.text } : {}),
    reviewRating: { "@type": "Rating", ratingValue: review.stars, ...starScale },
  }));
  return {
    aggregateRating: { "@type": "AggregateRating", ratingValue: formatAverage(rating.averageTenths), reviewCount: rating.count, ...starScale },
    ...(shown.length ? { review: shown } : {}),
  };
}

/** The trail of links above a page, e.g. Home › Marketplace › Electronics › LED TV. */
export function breadcrumbJsonLd(trail: readonly { name: string; url: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({ "@type": "ListItem", position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** The marketplace as an organisation, with its site search. */
export function organizationJsonLd(site: { name: string; url: string; logo: string }): JsonLd[] {
  return [
    { "@context": "https://schema.org", "@type": "Organization", name: site.name, url: site.url, logo: site.logo },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      name: site.name,
      url: site.url,
      potentialAction: { "@type": "SearchAction", target: `${site.url}/products?q={search_term_string}`, "query-input": "required name=search_term_string" },
    },
  ];
}

/** A seller as an Organization: its name, its page, and where it trades from (city and state, in India). */
export function sellerOrganizationJsonLd(seller: { name: string; url: string; city: string | null; state: string | null }): JsonLd {
  const place = seller.city || seller.state;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: seller.name,
    url: seller.url,
    ...(place
      ? {
          address: {
            "@type": "PostalAddress",
            ...(seller.city ? { addressLocality: seller.city } : {}),
            ...(seller.state ? { addressRegion: seller.state } : {}),
            addressCountry: "IN",
          },
        }
      : {}),
  };
}

/**
 * JSON-LD as the text of a <script type="application/ld+json">: `<` is escaped, so no value (a product name or a
 * review such as "</script><script>…", or "<!--", which would change how the script's end is found) can end the
 * script element early.
 */
export function jsonLdScriptText(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
