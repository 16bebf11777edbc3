import { ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES } from "@domain/conversations";

/** What the file picker offers; the server reads the content to decide (415 otherwise), this only narrows it. */
export const ATTACHMENT_ACCEPT = [...ATTACHMENT_TYPES, ".pdf", ".jpg", ".jpeg", ".png", ".webp"].join(",");

const ACCEPTED = new Set<string>(ATTACHMENT_TYPES);

/** Why a chosen file would be refused before it is sent (its declared type, its size), or null. */
export function attachmentProblem(file: Pick<File, "type" | "size">): "wrongType" | "tooLarge" | null {
  if (!ACCEPTED.has(file.type)) return "wrongType";
  if (file.size > MAX_ATTACHMENT_BYTES) return "tooLarge";
  return null;
}

/** A file size as people read it: KB under a megabyte, else MB with one decimal. */
export function fileSize(bytes: number): { unit: "kb" | "mb"; size: string } {
  const format = (value: number, digits: number) => new Intl.NumberFormat("en-IN", { maximumFractionDigits: digits }).format(value);
  if (bytes < 1024 * 1024) return { unit: "kb", size: format(Math.max(1, Math.round(bytes / 1024)), 0) };
  return { unit: "mb", size: format(bytes / (1024 * 1024), 1) };
}
