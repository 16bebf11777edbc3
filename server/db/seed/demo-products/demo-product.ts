import type { CategoryName } from "@domain/categories";
import type { GstRatePercent } from "@domain/gst-rates";

/** A demo listing as written by hand: prices in rupees (converted to paise by the seeder). */
export type DemoProduct = {
  name: string;
  category: CategoryName;
  description: string;
  /** Base unit price in rupees; 0 for a product priced by tiers only. */
  price: number;
  minOrder: number;
  stock: number;
  /** [from quantity, unit price in rupees] */
  tiers?: [number, number][];
  /** How many product photos (1 to 3); varies by position when omitted. */
  images?: 1 | 2 | 3;
  inactive?: true;
  /** The goods' HSN code (4, 6 or 8 digits) and GST rate in percent, as in force since 22 September 2025. */
  tax: [hsnCode: string, gstRatePercent: GstRatePercent];
};
