// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PRODUCT_IMAGE_SIZES } from "@domain/media-variants";
import { ResponsiveImage } from "./responsive-image";

afterEach(cleanup);

const uploaded = "/media/products/6f1c2a9e-0000-4000-8000-000000000001/0b7e5d1c-0000-4000-8000-000000000002.webp";
const base = uploaded.slice(0, -".webp".length);

describe("ResponsiveImage", () => {
  it("offers an uploaded picture's three widths at the sizes it is laid out at, with its space reserved, lazily", () => {
    render(<ResponsiveImage mediaUrl={uploaded} sizes={PRODUCT_IMAGE_SIZES.card} width={400} height={400} alt="Brass diya" />);
    const image = screen.getByRole("img", { name: "Brass diya" });
    expect(image.getAttribute("src")).toBe(`${base}-640.webp`);
    expect(image.getAttribute("srcset")).toBe(`${base}-320.webp 320w, ${base}-640.webp 640w, ${base}-1280.webp 1280w`);
    expect(image.getAttribute("sizes")).toBe(PRODUCT_IMAGE_SIZES.card);
    expect(image.getAttribute("width")).toBe("400");
    expect(image.getAttribute("height")).toBe("400");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect(image.hasAttribute("fetchpriority")).toBe(false);
  });

  it("loads the page's main picture at once and first", () => {
    render(<ResponsiveImage mediaUrl={uploaded} sizes={PRODUCT_IMAGE_SIZES.gallery} width={600} height={600} alt="Main" priority />);
    const image = screen.getByRole("img", { name: "Main" });
    expect(image.getAttribute("loading")).toBe("eager");
    expect(image.getAttribute("fetchpriority")).toBe("high");
  });

  it("uses a picture without variants as it is, with no srcset or sizes", () => {
    render(<ResponsiveImage mediaUrl="/images/products/apparel-1.svg" sizes="80px" width={80} height={80} alt="Shirt" />);
    const image = screen.getByRole("img", { name: "Shirt" });
    expect(image.getAttribute("src")).toBe("/images/products/apparel-1.svg");
    expect(image.hasAttribute("srcset")).toBe(false);
    expect(image.hasAttribute("sizes")).toBe(false);
  });
});
