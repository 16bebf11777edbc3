import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { ACCOUNT_TYPES, BUSINESS_SUBTYPES } from "../../../domain/accounts";
import { LANGUAGES } from "../../../domain/languages";
import type { StoredPostalAddress } from "../../../domain/schemas/postal-address";
import { createdAt, isOneOf, updatedAt } from "./columns";

export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    accountType: text("account_type", { enum: ACCOUNT_TYPES }).notNull(),
    isAdmin: boolean("is_admin").notNull().default(false),
    isVerified: boolean("is_verified").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    contactPerson: text("contact_person"),
    firstName: text("first_name"),
    lastName: text("last_name"),
    companyName: text("company_name"),
    phone: text("phone"),
    address: text("address"),
    businessSubtype: text("business_subtype", { enum: BUSINESS_SUBTYPES }),
    gstNumber: text("gst_number"),
    /** The legal name registered with a buyer's GSTIN, printed beside it on B2B invoices. */
    gstLegalName: text("gst_legal_name"),
    /** A seller's tax invoice prefix ("SHAKTI" in SHAKTI/2026-27/000042); null takes one from the company name. */
    invoicePrefix: text("invoice_prefix"),
    billingAddress: jsonb("billing_address").$type<StoredPostalAddress>(),
    shippingAddress: jsonb("shipping_address").$type<StoredPostalAddress>(),
    bankAccountHolderName: text("bank_account_holder_name"),
    bankAccountNumber: text("bank_account_number"),
    bankName: text("bank_name"),
    bankIfscCode: text("bank_ifsc_code"),
    bankBranch: text("bank_branch"),
    /** Percent; null means the global platform fee applies. */
    platformFeePercentage: numeric("platform_fee_percentage", { precision: 5, scale: 2 }),
    currentSubscriptionId: uuid("current_subscription_id"),
    currentSubscriptionPlanId: uuid("current_subscription_plan_id"),
    /** Why an admin last rejected the seller's verification; cleared on approval. */
    verificationNote: text("verification_note"),
    /** The language the person reads the interface, emails and documents in (chosen in the app, kept here). */
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    /** Set when an admin deleted a user who has orders, payouts or subscriptions: personal data removed, books kept. */
    anonymisedAt: timestamp("anonymised_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("profiles_account_type_idx").on(t.accountType),
    check("profiles_account_type_check", isOneOf(t.accountType, ACCOUNT_TYPES)),
    check("profiles_language_check", isOneOf(t.language, LANGUAGES)),
    check(
      "profiles_business_subtype_check",
      sql`${t.businessSubtype} is null or ${isOneOf(t.businessSubtype, BUSINESS_SUBTYPES)}`,
    ),
    check(
      "profiles_fee_range_check",
      sql`${t.platformFeePercentage} is null or (${t.platformFeePercentage} >= 0 and ${t.platformFeePercentage} <= 100)`,
    ),
  ],
);
