import { z } from "zod";
import { CATEGORY_NAMES } from "../categories";
import { MAX_LINE_QUANTITY } from "../checkout-limits";
import { REQUIREMENT_STATUSES } from "../requirements";
import { indiaDate } from "../subscription-term";
import { deliveryPlaceShape } from "./conversations";

const paise = z.number().int().describe("paise");

/** POST /api/buyer/requirements: what the buyer needs, for the sellers of one category. */
export const requirementInputSchema = z.strictObject({
  category: z.enum(CATEGORY_NAMES),
  productName: z.string().trim().min(3, "validation:requirement.productNameTooShort").max(120),
  details: z.string().trim().max(2000).default(""),
  quantity: z.number().int().min(1, "validation:quantity.atLeastOne").max(MAX_LINE_QUANTITY),
  targetUnitPrice: paise.min(1, "validation:price.targetAboveZero").max(1_000_000_000).optional(),
  ...deliveryPlaceShape,
  neededBy: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "validation:date.format")
    // India's calendar: "today" in Kolkata is still a valid date needed by.
    .refine((date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || date >= indiaDate(new Date()), "validation:date.neededByPast")
    .optional(),
});
export type RequirementInput = z.input<typeof requirementInputSchema>;

export const requirementIdParamsSchema = z.strictObject({ requirementId: z.uuid() });

export const requirementListQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

export const requirementSchema = z.object({
  id: z.uuid(),
  category: z.enum(CATEGORY_NAMES),
  productName: z.string(),
  details: z.string(),
  quantity: z.number().int(),
  targetUnitPrice: paise.nullable(),
  deliveryCity: z.string(),
  deliveryPincode: z.string(),
  neededBy: z.string().nullable(),
  /** expired: still open 30 days after it was posted (domain/requirements.ts). */
  state: z.enum([...REQUIREMENT_STATUSES, "expired"]),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** Sellers who answered (the buyer's view), or whether the calling seller has (a buy lead). */
  responses: z.number().int(),
  /** A buy lead: the calling seller's thread for it, if it has answered. */
  threadId: z.uuid().nullable(),
  /** A buy lead: the buyer's company and whether it is verified (never contact details before a conversation). */
  buyer: z.object({ companyName: z.string().nullable(), city: z.string().nullable() }).nullable(),
});
export type Requirement = z.infer<typeof requirementSchema>;
export const requirementListSchema = z.object({ items: z.array(requirementSchema), nextCursor: z.string().nullable() });
export type RequirementList = z.infer<typeof requirementListSchema>;

/** GET /api/seller/buy-leads: a page of leads, and the categories they come from (those of the seller's active products). */
export const buyLeadListSchema = requirementListSchema.extend({ categories: z.array(z.enum(CATEGORY_NAMES)) });
export type BuyLeadList = z.infer<typeof buyLeadListSchema>;

/** POST /api/seller/buy-leads/:requirementId/respond: the seller's first message, and a quote if it has one ready. */
export const buyLeadResponseInputSchema = z.strictObject({
  message: z.string().trim().min(1, "validation:message.toBuyerRequired").max(2000),
});
