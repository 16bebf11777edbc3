import { describe, expect, it } from "vitest";
import {
  SELLER_DOCUMENT_MAX_BYTES,
  SELLER_DOCUMENT_TYPES,
  hasAcceptedSellerDocumentExtension,
  isSellerDocumentType,
} from "./seller-documents";

describe("seller documents", () => {
  it("knows the four document types", () => {
    expect(SELLER_DOCUMENT_TYPES).toEqual(["GST Certificate", "Business Registration", "PAN Card", "Cancelled Cheque"]);
    expect(isSellerDocumentType("PAN Card")).toBe(true);
    expect(isSellerDocumentType("Passport")).toBe(false);
  });

  it("accepts .pdf, .jpg, .jpeg and .png in any case", () => {
    for (const name of ["gst.pdf", "cheque.JPG", "pan.jpeg", "scan.final.png"]) {
      expect(hasAcceptedSellerDocumentExtension(name)).toBe(true);
    }
    for (const name of ["gst.docx", "pdf", ".pdf", "photo.png.exe", "scan.gif"]) {
      expect(hasAcceptedSellerDocumentExtension(name)).toBe(false);
    }
  });

  it("allows up to 5 MB", () => {
    expect(SELLER_DOCUMENT_MAX_BYTES).toBe(5_242_880);
  });
});
