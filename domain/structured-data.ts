/**
 * schema.org structured data (JSON-LD) that search engines read from a page: a product with its offer in INR, the
 * breadcrumb trail, the marketplace itself and its sellers. Pure: the caller passes absolute URLs and the product as the API
 * shows it; prices leave here as rupee strings ("1234.50"), never as floating-point numbers.
 */
import { paiseToRupeesString } from "./money";
import type { PriceTier } from "./pricing";

export type StructuredProduct = {
  name: string;
  description: string;
  category: string;
  price: number;
  tieredPricing: readonly PriceTier[];
  stock: number;
  minOrderQuantity: number;
  seller: { companyName: string | null };
};

type JsonLd = Record<string, unknown>;

/** Every unit price the product is sold at: its base price (when set) and each tier's. */
function unitPrices(product: StructuredProduct): number[] {
  return [...(product.price > 0 ? [product.price] : []), ...product.tieredPricing.map((tier) => tier.price)];
}

/** A Product with an Offer (one price) or an AggregateOffer (quantity tiers), in INR, with its availability. */
export function productJsonLd(product: StructuredProduct, urls: { page: string; images: readonly string[] }): JsonLd {
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
 * JSON-LD as the text of a <script type="application/ld+json">: `<` is escaped, so no value (a product name such as
 * "</script><script>…") can end the script element early.
 */
export function jsonLdScriptText(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
