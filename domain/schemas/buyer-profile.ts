import { z } from "zod";
import { isValidIndianMobile } from "../india/mobile";
import { buyerGstinFields, requireLegalNameWithGstin } from "./buyer-gstin";
import { postalAddressInputSchema, storedPostalAddressSchema } from "./postal-address";

const name = (required: string) =>
  z.string().trim().min(1, required).max(100, "buyer:profile.errors.nameTooLong");

/** Profile settings of a buyer: what the form edits and PUT /api/buyer/profile accepts. Email is not editable here. */
export const buyerProfileUpdateSchema = z.strictObject({
  firstName: name("buyer:profile.errors.firstNameRequired"),
  lastName: name("buyer:profile.errors.lastNameRequired"),
  phone: z.string().trim().refine(isValidIndianMobile, "buyer:profile.errors.phone"),
  shippingAddress: postalAddressInputSchema,
  billingAddress: postalAddressInputSchema,
  ...buyerGstinFields,
}).superRefine(requireLegalNameWithGstin);
export type BuyerProfileUpdate = z.infer<typeof buyerProfileUpdateSchema>;

/** GET and PUT /api/buyer/profile answer this; addresses are null until first saved (here or at checkout). */
export const buyerProfileSchema = z.object({
  email: z.string(),
  companyName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  shippingAddress: storedPostalAddressSchema.nullable(),
  billingAddress: storedPostalAddressSchema.nullable(),
  /** The buyer's GSTIN and the legal name registered with it, for B2B tax invoices; null when not given. */
  gstNumber: z.string().nullable(),
  gstLegalName: z.string().nullable(),
});
export type BuyerProfile = z.infer<typeof buyerProfileSchema>;
