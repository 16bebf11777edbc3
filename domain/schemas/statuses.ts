import { z } from "zod";
import { ACCOUNT_TYPES, BUSINESS_SUBTYPES } from "../accounts";
import { MEDIA_TYPES } from "../catalog";
import { EMAIL_DELIVERY_STATUSES } from "../email-outbox";
import {
  ORDER_ACTOR_ROLES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYOUT_QUERY_STATUSES,
  PAYOUT_STATUSES,
  RETURN_REQUEST_TYPES,
  RETURN_STATUSES,
} from "../orders";
import { CHECKOUT_KINDS, CHECKOUT_STATUSES, PAYMENT_OUTCOMES, REFUND_STATUSES } from "../payments";
import { JOB_STATUSES } from "../jobs";
import { ORDER_DISPLAY_STATUSES } from "../return-refund";
import { LANGUAGES } from "../languages";
import { BILLING_CYCLES, SUBSCRIPTION_STATUSES } from "../plans";
import { SELLER_DOCUMENT_STATUSES, SELLER_DOCUMENT_TYPES } from "../seller-documents";

/**
 * The zod enums of the fixed value sets. The lists themselves live in the pure domain modules (which the first page
 * can load without zod); the Drizzle schema builds its enum columns and check constraints from the same lists.
 */
export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export const businessSubtypeSchema = z.enum(BUSINESS_SUBTYPES);
export const languageSchema = z.enum(LANGUAGES);
export const mediaTypeSchema = z.enum(MEDIA_TYPES);
export const orderStatusSchema = z.enum(ORDER_STATUSES);
/** The status shown (domain/return-refund.ts): the stored one, or Refunded for an order returned in full. */
export const orderDisplayStatusSchema = z.enum(ORDER_DISPLAY_STATUSES);
export const orderActorRoleSchema = z.enum(ORDER_ACTOR_ROLES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const payoutStatusSchema = z.enum(PAYOUT_STATUSES);
export const payoutQueryStatusSchema = z.enum(PAYOUT_QUERY_STATUSES);
export const returnRequestTypeSchema = z.enum(RETURN_REQUEST_TYPES);
export const returnStatusSchema = z.enum(RETURN_STATUSES);
export const checkoutKindSchema = z.enum(CHECKOUT_KINDS);
export const checkoutStatusSchema = z.enum(CHECKOUT_STATUSES);
export const refundStatusSchema = z.enum(REFUND_STATUSES);
export const paymentOutcomeSchema = z.enum(PAYMENT_OUTCOMES);
export const billingCycleSchema = z.enum(BILLING_CYCLES);
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export const sellerDocumentTypeSchema = z.enum(SELLER_DOCUMENT_TYPES);
export const sellerDocumentStatusSchema = z.enum(SELLER_DOCUMENT_STATUSES);
export const emailDeliveryStatusSchema = z.enum(EMAIL_DELIVERY_STATUSES);
export const jobStatusSchema = z.enum(JOB_STATUSES);
