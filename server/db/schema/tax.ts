import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { CREDIT_NOTE_REASONS, INVOICE_KINDS, SELLER_DOCUMENT_SERIES } from "../../../domain/tax-documents";
import { orderReturns, orders } from "./orders";
import { profiles } from "./profiles";
import type { InvoiceParty } from "./subscriptions";
import { createdAt, isOneOf, paise } from "./columns";

/** The taxable value, tax parts and total every tax document carries; the parts add up to the total. */
const taxColumns = () => ({
  taxableValue: paise("taxable_value").notNull(),
  cgst: paise("cgst").notNull(),
  sgst: paise("sgst").notNull(),
  igst: paise("igst").notNull(),
  total: paise("total").notNull(),
});

/**
 * The seller's GST tax invoice of an order (Rule 46 of the CGST Rules), issued in the transaction that creates the
 * paid order. Numbered per seller per financial year without gaps from `seller_document_counters`. Lines are the
 * order's items (their tax columns) and its freight (orders.freight_*). Parties are snapshots, as printed.
 */
export const orderInvoices = pgTable(
  "order_invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "restrict" }),
    /** "SHAKTI/2026-27/000042". */
    invoiceNumber: text("invoice_number").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    /** India's date. */
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    /** B2B when the buyer asked for its GSTIN on the invoice, B2C otherwise. */
    kind: text("kind", { enum: INVOICE_KINDS }).notNull(),
    supplier: jsonb("supplier").$type<InvoiceParty>().notNull(),
    recipient: jsonb("recipient").$type<InvoiceParty>().notNull(),
    /** The place of supply: the delivery address's state and its GST state code. */
    placeOfSupply: text("place_of_supply").notNull(),
    placeOfSupplyCode: text("place_of_supply_code").notNull(),
    ...taxColumns(),
    /** TCS the marketplace collects on this invoice (0.5% of its taxable value), reported in GSTR-8 for its month. */
    tcsCgst: paise("tcs_cgst").notNull().default(0),
    tcsSgst: paise("tcs_sgst").notNull().default(0),
    tcsIgst: paise("tcs_igst").notNull().default(0),
    /** What credit notes took back so far; never more than the invoice (checked here). */
    creditedTaxableValue: paise("credited_taxable_value").notNull().default(0),
    creditedTotal: paise("credited_total").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique("order_invoices_seller_year_sequence").on(t.sellerId, t.financialYear, t.sequence),
    // Unique per seller (its own series): two sellers may both be SHAKTI/2026-27/000001.
    unique("order_invoices_seller_number").on(t.sellerId, t.invoiceNumber),
    index("order_invoices_seller_issued_idx").on(t.sellerId, t.issuedOn),
    index("order_invoices_issued_idx").on(t.issuedOn),
    check("order_invoices_kind_check", isOneOf(t.kind, INVOICE_KINDS)),
    check(
      "order_invoices_money_check",
      sql`${t.taxableValue} >= 0 and ${t.cgst} >= 0 and ${t.sgst} >= 0 and ${t.igst} >= 0 and ${t.total} = ${t.taxableValue} + ${t.cgst} + ${t.sgst} + ${t.igst}`,
    ),
    check(
      "order_invoices_credit_check",
      sql`${t.creditedTaxableValue} between 0 and ${t.taxableValue} and ${t.creditedTotal} between 0 and ${t.total}`,
    ),
  ],
);

/** One line of a credit note: an order item's returned units, or (on cancellation) a whole line or the freight. */
export type CreditNoteLine = {
  /** null for the freight. */
  orderItemId: string | null;
  description: string;
  hsnCode: string | null;
  quantity: number | null;
  rateBasisPoints: number;
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  total: number;
};

/**
 * A credit note against an order's invoice for a refund (cancellation or return), in the seller's own gap-free
 * series, reversing tax in the invoice's split. The TCS it reverses is recorded for GSTR-8 of its month.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => orderInvoices.id, { onDelete: "restrict" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "restrict" }),
    /** A return's credit note names it (once per return); a cancellation's has none. */
    returnId: uuid("return_id")
      .unique()
      .references(() => orderReturns.id, { onDelete: "restrict" }),
    /** "SHAKTI/CN/2026-27/000007". */
    creditNoteNumber: text("credit_note_number").notNull(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    reason: text("reason", { enum: CREDIT_NOTE_REASONS }).notNull(),
    lines: jsonb("lines").$type<CreditNoteLine[]>().notNull(),
    ...taxColumns(),
    tcsCgst: paise("tcs_cgst").notNull().default(0),
    tcsSgst: paise("tcs_sgst").notNull().default(0),
    tcsIgst: paise("tcs_igst").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique("credit_notes_seller_year_sequence").on(t.sellerId, t.financialYear, t.sequence),
    unique("credit_notes_seller_number").on(t.sellerId, t.creditNoteNumber),
    index("credit_notes_invoice_idx").on(t.invoiceId),
    index("credit_notes_order_idx").on(t.orderId),
    index("credit_notes_issued_idx").on(t.issuedOn),
    check("credit_notes_reason_check", isOneOf(t.reason, CREDIT_NOTE_REASONS)),
    check(
      "credit_notes_money_check",
      sql`${t.taxableValue} >= 0 and ${t.cgst} >= 0 and ${t.sgst} >= 0 and ${t.igst} >= 0 and ${t.total} = ${t.taxableValue} + ${t.cgst} + ${t.sgst} + ${t.igst}`,
    ),
  ],
);

/**
 * The last number a seller used in each series (tax invoices, credit notes) and financial year; incremented in the
 * issuing transaction, so concurrent orders wait on the row and a rolled-back one gives its number back.
 */
export const sellerDocumentCounters = pgTable(
  "seller_document_counters",
  {
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    series: text("series", { enum: SELLER_DOCUMENT_SERIES }).notNull(),
    financialYear: text("financial_year").notNull(),
    lastSequence: integer("last_sequence").notNull(),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.series, t.financialYear] }), check("seller_document_counters_series_check", isOneOf(t.series, SELLER_DOCUMENT_SERIES))],
);

/**
 * The platform's monthly tax invoice to a seller for its fees (SAC 998599, 18%), numbered in the platform's own
 * series (invoice_counters, shared with plan invoices). One per seller per month.
 */
export const platformFeeInvoices = pgTable(
  "platform_fee_invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sellerId: uuid("seller_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "restrict" }),
    /** "2026-11": the India month whose fees it bills. */
    month: text("month").notNull(),
    invoiceNumber: text("invoice_number").notNull().unique(),
    financialYear: text("financial_year").notNull(),
    sequence: integer("sequence").notNull(),
    issuedOn: date("issued_on", { mode: "string" }).notNull(),
    supplier: jsonb("supplier").$type<InvoiceParty>().notNull(),
    recipient: jsonb("recipient").$type<InvoiceParty>().notNull(),
    /** How many orders' fees it bills. */
    orderCount: integer("order_count").notNull(),
    ...taxColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("platform_fee_invoices_seller_month").on(t.sellerId, t.month),
    check(
      "platform_fee_invoices_money_check",
      sql`${t.taxableValue} >= 0 and ${t.cgst} >= 0 and ${t.sgst} >= 0 and ${t.igst} >= 0 and ${t.total} = ${t.taxableValue} + ${t.cgst} + ${t.sgst} + ${t.igst}`,
    ),
  ],
);
