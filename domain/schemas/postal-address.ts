import { z } from "zod";
import { isIndianState } from "../india/states";
import { isValidPinCode } from "../india/pin-code";

/**
 * A postal address in India, as kept on profiles, checkouts and orders. Messages are translation keys (with their
 * namespace), so the form shows them in the user's language and the API still answers a readable key.
 */
export const postalAddressSchema = z.strictObject({
  address: z.string().trim().min(1, "buyer:address.errors.addressRequired").max(300, "buyer:address.errors.addressTooLong"),
  city: z.string().trim().min(1, "buyer:address.errors.cityRequired").max(100, "buyer:address.errors.cityTooLong"),
  state: z.string().refine((state): boolean => isIndianState(state), "buyer:address.errors.stateRequired"),
  zip: z.string().trim().refine(isValidPinCode, "buyer:address.errors.pinCode"),
  country: z.literal("India", "buyer:address.errors.country"),
});

export type PostalAddressInput = z.infer<typeof postalAddressSchema>;

export const EMPTY_POSTAL_ADDRESS: PostalAddressInput = { address: "", city: "", state: "", zip: "", country: "India" };
