import { z } from "zod";

/** A quantity tier of a product: from `quantity` units upwards the unit price is `price` paise. */
export const priceTierSchema = z.object({
  /** The quantity from which this tier's unit price applies. */
  quantity: z.number().int(),
  /** Unit price in paise. */
  price: z.number().int().describe("paise"),
});
export type PriceTier = z.infer<typeof priceTierSchema>;
