import { z } from "zod";
import { RETURN_REQUEST_TYPES } from "../orders";
import { returnRequestTypeSchema, returnStatusSchema } from "./statuses";

export const MAX_RETURN_REASON_LENGTH = 1000;

/** POST /api/buyer/orders/:orderId/returns: a return or an exchange of one item of a delivered order. */
export const createReturnRequestSchema = z.strictObject({
  orderItemId: z.uuid(),
  requestType: z.enum(RETURN_REQUEST_TYPES, "buyer:returns.errors.typeRequired"),
  reason: z
    .string()
    .trim()
    .min(1, "buyer:returns.errors.reasonRequired")
    .max(MAX_RETURN_REASON_LENGTH, "buyer:returns.errors.reasonTooLong"),
});
export type CreateReturnRequest = z.infer<typeof createReturnRequestSchema>;

export const returnRequestSchema = z.object({
  id: z.uuid(),
  orderItemId: z.uuid(),
  requestType: returnRequestTypeSchema,
  reason: z.string(),
  status: returnStatusSchema,
  createdAt: z.string(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;
