import { gstinCheckCharacter } from "@domain/india/gstin";
import type { NewUserInput } from "./factories";

export const DEMO_PASSWORD = "Demo@12345";

export const DEMO_ADMIN: NewUserInput = {
  email: "admin@bulkbazaar.test",
  password: DEMO_PASSWORD,
  accountType: "buyer",
  isAdmin: true,
  contactPerson: "Asha Menon",
  companyName: "BulkBazaar Operations",
  phone: "9876500001",
};

export const DEMO_BUYER: NewUserInput = {
  email: "buyer@bulkbazaar.test",
  password: DEMO_PASSWORD,
  accountType: "buyer",
  businessSubtype: "retailer",
  contactPerson: "Ravi Kumar",
  firstName: "Ravi",
  lastName: "Kumar",
  companyName: "Kumar General Stores",
  phone: "9876500002",
};

type DemoSeller = NewUserInput;

/** Where each demo seller trades: the state matches its GSTIN's state code. */
const PLACES: Record<string, { state: string; zip: string }> = {
  Surat: { state: "Gujarat", zip: "395003" },
  Hyderabad: { state: "Telangana", zip: "500001" },
  Chennai: { state: "Tamil Nadu", zip: "600001" },
  Ludhiana: { state: "Punjab", zip: "141001" },
  Jaipur: { state: "Rajasthan", zip: "302001" },
  Kolkata: { state: "West Bengal", zip: "700001" },
  Mumbai: { state: "Maharashtra", zip: "400001" },
  Kochi: { state: "Kerala", zip: "682001" },
};

const seller = (
  n: number,
  companyName: string,
  contactPerson: string,
  businessSubtype: "manufacturer" | "wholesaler" | "trader",
  gstinBody: string,
  city: string,
  isVerified: boolean,
): DemoSeller => ({
  email: `seller${n}@bulkbazaar.test`,
  password: DEMO_PASSWORD,
  accountType: "seller",
  businessSubtype,
  companyName,
  contactPerson,
  phone: `98765100${String(n).padStart(2, "0")}`,
  gstNumber: gstinBody + gstinCheckCharacter(gstinBody),
  billingAddress: { address: `${n} Market Road`, city, state: PLACES[city]!.state, zip: PLACES[city]!.zip, country: "India" },
  isVerified,
});

/** Eight sellers: the three business types, verified and not, GSTINs with valid check characters. */
export const DEMO_SELLERS: DemoSeller[] = [
  seller(1, "Shakti Textiles Pvt Ltd", "Meena Shah", "manufacturer", "24AABCS1234F1Z", "Surat", true),
  seller(2, "Bharat Electronics Traders", "Arjun Reddy", "trader", "36AAFCB5678K1Z", "Hyderabad", true),
  seller(3, "Annapurna Foods Wholesale", "Lakshmi Iyer", "wholesaler", "33AAGFA4321L1Z", "Chennai", true),
  seller(4, "Ludhiana Steel & Tools", "Gurpreet Singh", "manufacturer", "03AAHCL8765M1Z", "Ludhiana", true),
  seller(5, "Jaipur Home Decor House", "Kavita Sharma", "wholesaler", "08AAJFJ2468N1Z", "Jaipur", false),
  seller(6, "Kolkata Books & Paper Co", "Subhas Bose", "trader", "19AAKCK1357P1Z", "Kolkata", true),
  seller(7, "Mumbai Wellness Distributors", "Farah Khan", "wholesaler", "27AALFM9753Q1Z", "Mumbai", false),
  seller(8, "Kochi Kitchen & Furniture Works", "Thomas Varghese", "manufacturer", "32AAMCK8642R1Z", "Kochi", true),
];

export function printDemoAccounts() {
  const rows = [
    ["admin", DEMO_ADMIN.email],
    ["buyer", DEMO_BUYER.email],
    ...DEMO_SELLERS.map((s) => [`seller${s.isVerified ? "" : " (unverified)"}`, s.email]),
  ];
  console.log(`\nDemo accounts (password for all: ${DEMO_PASSWORD}):`);
  for (const [role, email] of rows) console.log(`  ${role!.padEnd(22)} ${email}`);
  console.log("");
}
