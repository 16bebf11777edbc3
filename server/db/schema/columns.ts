import { bigint, customType, timestamp } from "drizzle-orm/pg-core";

/** Money is integer paise, stored as bigint and read as a JS number (safe up to ₹90 trillion). */
export const paise = (name: string) => bigint(name, { mode: "number" });

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Postal address kept on profiles, checkouts and orders. */
export type PostalAddress = { address: string; city: string; state: string; zip: string; country: string };
