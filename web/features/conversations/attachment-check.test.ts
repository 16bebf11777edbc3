import { MAX_ATTACHMENT_BYTES } from "@domain/conversations";
import { describe, expect, it } from "vitest";
import { attachmentProblem, fileSize } from "./attachment-check";

describe("attachment check", () => {
  it("accepts PDFs and JPEG, PNG, WebP images up to 5 MB", () => {
    for (const type of ["application/pdf", "image/jpeg", "image/png", "image/webp"]) expect(attachmentProblem({ type, size: MAX_ATTACHMENT_BYTES })).toBeNull();
  });

  it("refuses other kinds and anything larger", () => {
    expect(attachmentProblem({ type: "application/zip", size: 10 })).toBe("wrongType");
    expect(attachmentProblem({ type: "image/gif", size: 10 })).toBe("wrongType");
    expect(attachmentProblem({ type: "application/pdf", size: MAX_ATTACHMENT_BYTES + 1 })).toBe("tooLarge");
  });

  it("gives sizes in KB under a megabyte, else MB", () => {
    expect(fileSize(300)).toEqual({ unit: "kb", size: "1" });
    expect(fileSize(150 * 1024)).toEqual({ unit: "kb", size: "150" });
    expect(fileSize(2.5 * 1024 * 1024)).toEqual({ unit: "mb", size: "2.5" });
  });
});
