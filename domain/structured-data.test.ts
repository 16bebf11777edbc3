import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, jsonLdScriptText, productJsonLd, type StructuredProduct } from "./structured-data";

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
