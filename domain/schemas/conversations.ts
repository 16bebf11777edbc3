import { z } from "zod";
import { isValidPinCode } from "../india/pin-code";
import { MAX_LINE_QUANTITY } from "../checkout-limits";
import { MAX_MESSAGE_LENGTH, MESSAGE_AUTHORS, THREAD_ORIGINS, THREAD_STATUSES } from "../conversations";
import { QUOTE_STATUSES } from "../quotations";

const paise = z.number().int().describe("paise");
const quantity = z.number().int().min(1, "validation:quantity.atLeastOne").max(MAX_LINE_QUANTITY);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "validation:date.format");
export const deliveryPlaceShape = {
  deliveryCity: z.string().trim().min(2, "validation:delivery.cityRequired").max(100),
  deliveryPincode: z.string().trim().refine(isValidPinCode, "validation:delivery.pinCode"),
};
const messageBody = z.string().trim().max(MAX_MESSAGE_LENGTH, "validation:message.tooLong");

/**
 * POST /api/buyer/enquiries: Contact Seller / Get Best Price. From a product page (productId; the quantity must reach
 * its minimum order) or from a seller's page (sellerId, no product).
 */
export const enquiryInputSchema = z
  .strictObject({
    productId: z.uuid().optional(),
    sellerId: z.uuid().optional(),
    quantity,
    targetUnitPrice: paise.min(1, "validation:price.targetAboveZero").max(1_000_000_000).optional(),
    ...deliveryPlaceShape,
    message: messageBody.min(1, "validation:message.toSellerRequired"),
  })
  .refine((v) => Boolean(v.productId) !== Boolean(v.sellerId), "validation:enquiry.productOrSeller");
export type EnquiryInput = z.infer<typeof enquiryInputSchema>;

export const threadIdParamsSchema = z.strictObject({ threadId: z.uuid() });
export const attachmentParamsSchema = z.strictObject({ threadId: z.uuid(), messageId: z.uuid() });
export const quoteIdParamsSchema = z.strictObject({ quoteId: z.uuid() });

/** POST …/threads/:threadId/messages (JSON): a text message. Attachments go as multipart to …/attachments. */
export const messageInputSchema = z.strictObject({ body: messageBody.min(1, "validation:message.required") });

export const threadListQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

const partySchema = z.object({ id: z.uuid(), companyName: z.string().nullable(), isVerified: z.boolean() });

export const threadSummarySchema = z.object({
  id: z.uuid(),
  origin: z.enum(THREAD_ORIGINS),
  subject: z.string(),
  status: z.enum(THREAD_STATUSES),
  buyer: partySchema,
  seller: partySchema,
  product: z.object({ id: z.uuid(), name: z.string(), imageUrl: z.string().nullable() }).nullable(),
  requirementId: z.uuid().nullable(),
  quantity: z.number().int(),
  targetUnitPrice: paise.nullable(),
  lastMessage: z.string(),
  lastMessageAt: z.string(),
  /** Messages the caller has not read (always 0 for an administrator). */
  unread: z.number().int(),
  createdAt: z.string(),
});
export type ThreadSummary = z.infer<typeof threadSummarySchema>;
export const threadListSchema = z.object({ items: z.array(threadSummarySchema), nextCursor: z.string().nullable() });
export type ThreadList = z.infer<typeof threadListSchema>;

export const quoteSchema = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  productName: z.string(),
  quantity: z.number().int(),
  unitPrice: paise,
  total: paise,
  validUntil: z.string(),
  deliveryTerms: z.string(),
  note: z.string(),
  /** expired: sent or accepted, and past its validity date (see domain/quotations.ts). */
  state: z.enum([...QUOTE_STATUSES, "expired"]),
  createdAt: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const messageSchema = z.object({
  id: z.uuid(),
  author: z.enum(MESSAGE_AUTHORS),
  body: z.string(),
  attachment: z.object({ name: z.string(), contentType: z.string(), bytes: z.number().int() }).nullable(),
  quoteId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const threadDetailSchema = threadSummarySchema.extend({
  deliveryCity: z.string(),
  deliveryPincode: z.string(),
  closedReason: z.string().nullable(),
  /** Oldest first, newest last. */
  messages: z.array(messageSchema),
  quotes: z.array(quoteSchema),
  /** Seller view only: whether the seller has blocked this buyer. */
  buyerBlocked: z.boolean(),
});
export type ThreadDetail = z.infer<typeof threadDetailSchema>;

export const threadCreatedSchema = z.object({ threadId: z.uuid() });
export const unreadCountSchema = z.object({ unread: z.number().int() });

/** POST /api/seller/threads/:threadId/quotes: the seller's offer, for one of its own products. */
export const quoteInputSchema = z.strictObject({
  productId: z.uuid(),
  quantity,
  unitPrice: paise.min(1, "validation:price.unitAboveZero").max(1_000_000_000),
  validUntil: isoDate,
  deliveryTerms: z.string().trim().max(300).default(""),
  note: z.string().trim().max(1000).default(""),
});
export type QuoteInput = z.input<typeof quoteInputSchema>;

/** POST /api/buyer/quotes/:quoteId/accept: the cart line to add, priced by the quote. */
export const acceptedQuoteSchema = z.object({
  quoteId: z.uuid(),
  productId: z.uuid(),
  quantity: z.number().int(),
  unitPrice: paise,
});
export type AcceptedQuote = z.infer<typeof acceptedQuoteSchema>;

/** POST /api/admin/threads/:threadId/close. */
export const closeThreadInputSchema = z.strictObject({
  reason: z.string().trim().min(3, "validation:thread.closeReasonRequired").max(300),
});

export const blockStatusSchema = z.object({ buyerId: z.uuid(), blocked: z.boolean() });
