import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, jsonLdScriptText, productJsonLd, type StructuredProduct, type StructuredReview } from "./structured-data";

const product: StructuredProduct = {
  name: "LED TV 43 inch",
  description: "Full HD",
  category: "Electronics",
  price: 18_999_00,
  tieredPricing: [],
  stock: 40,
  minOrderQuantity: 5,
  seller: { companyName: "Delhi Electronics" },
};
const urls = { page: "https://bulkbazaar.in/product/1", images: ["https://bulkbazaar.in/media/1.webp"] };

describe("productJsonLd", () => {
  it("is a Product with one Offer in INR when there is one price", () => {
    expect(productJsonLd(product, urls)).toMatchObject({
      "@type": "Product",
      name: "LED TV 43 inch",
      image: urls.images,
      offers: { "@type": "Offer", priceCurrency: "INR", price: "18999.00", availability: "https://schema.org/InStock", seller: { name: "Delhi Electronics" } },
    });
  });

  it("is an AggregateOffer from the cheapest tier to the base price when tiers differ", () => {
    const tiered = { ...product, tieredPricing: [{ quantity: 10, price: 17_500_00 }, { quantity: 50, price: 16_999_50 }] };
    expect(productJsonLd(tiered, urls).offers).toMatchObject({ "@type": "AggregateOffer", lowPrice: "16999.50", highPrice: "18999.00", offerCount: 3 });
  });

  it("is out of stock below the minimum order, and has no offer without any price", () => {
    expect(productJsonLd({ ...product, stock: 4 }, urls).offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
    expect(productJsonLd({ ...product, price: 0 }, urls)).not.toHaveProperty("offers");
  });
});

describe("jsonLdScriptText", () => {
  it("never lets a value close the script element, and parses back to the same data", () => {
    fc.assert(
      fc.property(fc.string(), (name) => {
        const text = jsonLdScriptText(productJsonLd({ ...product, name }, urls));
        expect(text.toLowerCase()).not.toContain("</script");
        expect(JSON.parse(text)).toMatchObject({ name });
      }),
    );
  });

  it("numbers the breadcrumb trail from 1", () => {
    expect(breadcrumbJsonLd([{ name: "Home", url: "/" }, { name: "Marketplace", url: "/products" }]).itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "/" },
      { "@type": "ListItem", position: 2, name: "Marketplace", item: "/products" },
    ]);
  });
});

describe("productJsonLd with reviews", () => {
  const review = (n: number, over: Partial<StructuredReview> = {}): StructuredReview => ({
    reviewer: `Buyer ${n}, Jaipur`,
    createdAt: "2026-03-04T20:00:00.000Z",
    stars: 4,
    title: `Title ${n}`,
    text: `Text ${n}`,
    ...over,
  });

  it("carries an AggregateRating and up to five Reviews when there is a visible review", () => {
    const rated = { ...product, rating: { count: 7, averageTenths: 43 } };
    const reviews = [review(1, { reviewer: null, title: "", stars: 5 }), ...[2, 3, 4, 5, 6, 7].map((n) => review(n))];
    const data = productJsonLd(rated, urls, reviews);
    expect(data.aggregateRating).toEqual({ "@type": "AggregateRating", ratingValue: "4.3", reviewCount: 7, bestRating: 5, worstRating: 1 });
    const shown = data.review as Record<string, unknown>[];
    expect(shown).toHaveLength(5);
    expect(shown[0]).toEqual({
      "@type": "Review",
      author: { "@type": "Person", name: "A verified buyer" },
      // 8:00 pm in UTC is already the next day in India.
      datePublished: "2026-03-05",
      reviewBody: "Text 1",
      reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
    expect(shown[1]).toMatchObject({ author: { name: "Buyer 2, Jaipur" }, name: "Title 2", reviewBody: "Text 2" });
    expect(productJsonLd({ ...product, rating: { count: 1, averageTenths: 30 } }, urls, [review(1)]).aggregateRating).toMatchObject({ ratingValue: "3.0" });
  });

  it("carries neither without reviews", () => {
    for (const rating of [undefined, { count: 0, averageTenths: 0 }]) {
      const data = productJsonLd({ ...product, rating }, urls, []);
      expect(data).not.toHaveProperty("aggregateRating");
      expect(data).not.toHaveProperty("review");
    }
  });

  it("keeps a review's text inside the script element", () => {
    const text = jsonLdScriptText(
      productJsonLd({ ...product, rating: { count: 1, averageTenths: 10 } }, urls, [review(1, { text: "</script><script>alert(1)</script> <!-- x", title: "</SCRIPT>" })]),
    );
    expect(text.toLowerCase()).not.toContain("</script");
    expect(text).not.toContain("<!--");
    expect((JSON.parse(text) as { review: { reviewBody: string }[] }).review[0]!.reviewBody).toBe("</script><script>alert(1)</script> <!-- x");
  });
});
