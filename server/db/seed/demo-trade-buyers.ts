import { DEMO_PASSWORD } from "./demo-accounts";
import type { NewUserInput } from "./factories";

const buyer = (n: number, companyName: string, contactPerson: string, address: string, city: string, state: string, zip: string): NewUserInput => ({
  email: `buyer${n}@bulkbazaar.test`,
  password: DEMO_PASSWORD,
  accountType: "buyer",
  businessSubtype: "retailer",
  companyName,
  contactPerson,
  phone: `98765200${String(n).padStart(2, "0")}`,
  billingAddress: { address, city, state, zip, country: "India" },
});

/**
 * Retailers across India who have bought from the demo sellers before the first start: their delivered orders,
 * reviews and enquiries (demo-orders.ts, demo-reviews.ts, demo-enquiries.ts) give the sellers a track record.
 */
export const DEMO_TRADE_BUYERS: NewUserInput[] = [
  buyer(2, "Sharma Traders", "Rajesh Sharma", "14 Johari Bazaar", "Jaipur", "Rajasthan", "302003"),
  buyer(3, "Gupta Kirana Bhandar", "Anil Gupta", "22 Aminabad Road", "Lucknow", "Uttar Pradesh", "226018"),
  buyer(4, "Patel Wholesale Mart", "Hetal Patel", "5 Relief Road", "Ahmedabad", "Gujarat", "380001"),
  buyer(5, "Sri Venkateswara Stores", "Srinivas Rao", "31 MG Road", "Vijayawada", "Andhra Pradesh", "520002"),
  buyer(6, "Singh Hardware & Sanitary", "Harpreet Singh", "8 Hall Bazaar", "Amritsar", "Punjab", "143006"),
  buyer(7, "Iyer Provision Stores", "Meenakshi Iyer", "47 Cross Cut Road", "Coimbatore", "Tamil Nadu", "641012"),
];

/** Where the demo buyer (Kumar General Stores, no address on its profile) has its goods delivered. */
export const DEMO_BUYER_SHIPPING = { address: "3 Siyaganj Main Road", city: "Indore", state: "Madhya Pradesh", zip: "452007", country: "India" } as const;
