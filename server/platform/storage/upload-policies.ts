const MB = 1024 * 1024;

/** One kind of file an upload may be, recognised by its content (its first bytes), never by its name. */
export type UploadKind = {
  mime: "image/jpeg" | "image/png" | "image/webp" | "video/mp4" | "video/webm" | "application/pdf";
  /** The extension a stored copy gets. */
  extension: "jpg" | "png" | "webp" | "mp4" | "webm" | "pdf";
  category: "image" | "video" | "document";
  maxBytes: number;
};

/** What one upload field accepts, and the sentence that refuses anything else (415). */
export type UploadPolicy = { kinds: readonly UploadKind[]; refusal: string };

const image = (mime: UploadKind["mime"], extension: UploadKind["extension"], maxBytes: number): UploadKind => ({
  mime,
  extension,
  category: "image",
  maxBytes,
});

/** Product photos and videos (issue 10): images up to 10 MB, videos up to 50 MB. */
export const PRODUCT_MEDIA_UPLOADS: UploadPolicy = {
  kinds: [
    image("image/jpeg", "jpg", 10 * MB),
    image("image/png", "png", 10 * MB),
    image("image/webp", "webp", 10 * MB),
    { mime: "video/mp4", extension: "mp4", category: "video", maxBytes: 50 * MB },
    { mime: "video/webm", extension: "webm", category: "video", maxBytes: 50 * MB },
  ],
  refusal: "Only JPEG, PNG or WebP images and MP4 or WebM videos can be uploaded.",
};

/** Seller verification documents: a PDF or a photo of the document, up to 5 MB. */
export const KYC_DOCUMENT_UPLOADS: UploadPolicy = {
  kinds: [
    { mime: "application/pdf", extension: "pdf", category: "document", maxBytes: 5 * MB },
    image("image/jpeg", "jpg", 5 * MB),
    image("image/png", "png", 5 * MB),
  ],
  refusal: "Only PDF, JPEG or PNG files can be uploaded.",
};

/** The screenshot of a payout made (the bank's confirmation): an image up to 5 MB, private like KYC files. */
export const PAYOUT_SCREENSHOT_UPLOADS: UploadPolicy = {
  kinds: [image("image/jpeg", "jpg", 5 * MB), image("image/png", "png", 5 * MB), image("image/webp", "webp", 5 * MB)],
  refusal: "Only JPEG, PNG or WebP images can be uploaded as a payout screenshot.",
};

/** A file in a buyer–seller conversation: a photo of the goods or a PDF, up to 5 MB, private to the thread. */
export const MESSAGE_ATTACHMENT_UPLOADS: UploadPolicy = {
  kinds: [
    { mime: "application/pdf", extension: "pdf", category: "document", maxBytes: 5 * MB },
    image("image/jpeg", "jpg", 5 * MB),
    image("image/png", "png", 5 * MB),
    image("image/webp", "webp", 5 * MB),
  ],
  refusal: "Only PDF, JPEG, PNG or WebP files can be attached.",
};

/** A photo of goods a buyer returns: an image up to 10 MB, re-encoded and private to the order's parties. */
export const RETURN_PHOTO_UPLOADS: UploadPolicy = {
  kinds: [image("image/jpeg", "jpg", 10 * MB), image("image/png", "png", 10 * MB), image("image/webp", "webp", 10 * MB)],
  refusal: "Only JPEG, PNG or WebP photos can be attached to a return request.",
};

/** A photo of goods in a buyer's review: an image up to 10 MB, re-encoded and public like product pictures. */
export const REVIEW_PHOTO_UPLOADS: UploadPolicy = {
  kinds: [image("image/jpeg", "jpg", 10 * MB), image("image/png", "png", 10 * MB), image("image/webp", "webp", 10 * MB)],
  refusal: "Only JPEG, PNG or WebP photos can be added to a review.",
};

/** The largest file any policy accepts: the multipart parser's own ceiling sits just above it. */
export const LARGEST_UPLOAD_BYTES = Math.max(...[PRODUCT_MEDIA_UPLOADS, KYC_DOCUMENT_UPLOADS, PAYOUT_SCREENSHOT_UPLOADS].flatMap((p) => p.kinds.map((k) => k.maxBytes)));

/** "Images can be at most 10 MB." */
export function tooLargeMessage(kind: UploadKind): string {
  const noun = { image: "Images", video: "Videos", document: "Documents" }[kind.category];
  return `${noun} can be at most ${Math.round(kind.maxBytes / MB)} MB.`;
}
