import { describe, expect, it } from "vitest";
import { hasImageVariants, imagePreload, imageVariantUrl, PRODUCT_IMAGE_SIZES, responsiveImage, storedMediaUrls } from "./media-variants";

const uploaded = "/media/products/6f1c2a9e-0000-4000-8000-000000000001/0b7e5d1c-0000-4000-8000-000000000002.webp";
const base = uploaded.slice(0, -".webp".length);

describe("media variants", () => {
  it("gives an uploaded image a srcset of its three widths and the 640 px file as src", () => {
    expect(responsiveImage(uploaded)).toEqual({
      src: `${base}-640.webp`,
      srcSet: `${base}-320.webp 320w, ${base}-640.webp 640w, ${base}-1280.webp 1280w`,
    });
    expect(imageVariantUrl(uploaded, 320)).toBe(`${base}-320.webp`);
  });

  it("leaves the demo catalogue's pictures, videos and outside URLs as they are, with no srcset", () => {
    for (const url of [
      "/images/products/apparel-1.svg",
      "/media/products/s/clip.mp4",
      "/media/products/s/clip.webm",
      "https://cdn.example.com/media/a.webp",
      "/media-other/a.webp",
      "/media/products/s/a-320.webp",
      "/media/products/s/a-1280.webp",
    ]) {
      expect(responsiveImage(url), url).toEqual({ src: url });
      expect(hasImageVariants(url), url).toBe(false);
    }
  });

  it("treats an id whose last group is all digits as an image, not as a variant", () => {
    expect(hasImageVariants("/media/products/s/0b7e5d1c-0000-4000-8000-123456789012.webp")).toBe(true);
  });

  it("lists every stored file of a medium: the image and its variants, or the video alone", () => {
    expect(storedMediaUrls(uploaded)).toEqual([uploaded, `${base}-320.webp`, `${base}-640.webp`, `${base}-1280.webp`]);
    expect(storedMediaUrls("/media/products/s/clip.mp4")).toEqual(["/media/products/s/clip.mp4"]);
    expect(storedMediaUrls("/images/products/apparel-1.svg")).toEqual(["/images/products/apparel-1.svg"]);
  });

  it("preloads an uploaded image by its srcset at the sizes it is shown at, and any other picture by its URL", () => {
    expect(imagePreload(uploaded, PRODUCT_IMAGE_SIZES.gallery)).toEqual({
      href: `${base}-640.webp`,
      srcSet: `${base}-320.webp 320w, ${base}-640.webp 640w, ${base}-1280.webp 1280w`,
      sizes: PRODUCT_IMAGE_SIZES.gallery,
    });
    expect(imagePreload("/images/products/apparel-1.svg", PRODUCT_IMAGE_SIZES.gallery)).toEqual({ href: "/images/products/apparel-1.svg" });
  });
});
