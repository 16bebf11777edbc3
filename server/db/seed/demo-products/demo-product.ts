import type { CategoryName } from "@domain/categories";

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
  /** HSN code and GST rate in percent. TODO(issue 32 helper): give every demo product its true ones and make this required. */
  tax?: [hsnCode: string, gstRatePercent: number];
};
