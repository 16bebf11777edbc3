import { z } from "zod";
import { isIndianState } from "../india/states";
import { isValidPinCode } from "../india/pin-code";

/**
 * A postal address in India as a form or a request gives it: validated and trimmed. Messages are translation keys
 * (with their namespace), so the form shows them in the user's language and the API still answers a readable key.
 */
export const postalAddressInputSchema = z.strictObject({
  address: z.string().trim().min(1, "buyer:address.errors.addressRequired").max(300, "buyer:address.errors.addressTooLong"),
  city: z.string().trim().min(1, "buyer:address.errors.cityRequired").max(100, "buyer:address.errors.cityTooLong"),
  state: z.string().refine((state): boolean => isIndianState(state), "buyer:address.errors.stateRequired"),
  zip: z.string().trim().refine(isValidPinCode, "buyer:address.errors.pinCode"),
  country: z.literal("India", "buyer:address.errors.country"),
});

export type PostalAddressInput = z.infer<typeof postalAddressInputSchema>;

/**
 * A postal address as stored on profiles, checkouts and orders (jsonb) and answered by the API: what a
 * PostalAddressInput became. Read back without re-validating, so rows saved under older rules still read.
 */
export const storedPostalAddressSchema = z.object({
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  country: z.string(),
});
export type StoredPostalAddress = z.infer<typeof storedPostalAddressSchema>;

export const EMPTY_POSTAL_ADDRESS: PostalAddressInput = { address: "", city: "", state: "", zip: "", country: "India" };
