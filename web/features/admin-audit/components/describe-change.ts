import type { AuditEntry } from "@domain/schemas/admin-audit";
import { formatINR } from "@domain/money";
import type { TFunction } from "i18next";

/** Ids are internal: the entity column names the record, so a change never lists uuids. */
const HIDDEN_FIELDS = new Set(["id", "sellerId", "planId", "orderId", "buyerId"]);
/** Fields holding paise. */
const MONEY_FIELDS = new Set(["amount", "price"]);

/** "platformFeePercentage" → "Platform fee percentage": a field the texts do not name yet still reads as words. */
function humanise(key: string): string {
  const words = key.replace(/_/g, " ").replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function fieldName(t: TFunction, key: string): string {
  return t(`admin:audit.fields.${key}`, { defaultValue: humanise(key) });
}

/** A value as a person reads it: Yes/No, "—" for nothing, rupees for paise, statuses in the page's language. */
function valueText(t: TFunction, entry: AuditEntry, key: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return value ? t("admin:audit.values.yes") : t("admin:audit.values.no");
  if (typeof value === "number" && MONEY_FIELDS.has(key) && Number.isInteger(value) && entry.entityType !== "subscription_plan") return formatINR(value);
  if (typeof value === "string") {
    if (key === "status" && entry.entityType === "order") return t(`buyer:status.${value}`, { defaultValue: value });
    if (key === "status") return t(`admin:audit.values.status.${value}`, { defaultValue: value });
    if (key === "payoutStatus") return t(`admin-payouts:status.${value}`, { defaultValue: value });
    if (key === "accountType") return t(`admin:users.${value}`, { defaultValue: value });
    return value;
  }
  if (typeof value === "number") return String(value);
  return JSON.stringify(value);
}

/**
 * Each changed field in plain words: "Carrier: — → Delhivery"; a field only set ("Reference: UTR123") or only
 * cleared reads as one value. Ids are left out; unchanged fields too.
 */
export function describeChange(t: TFunction, entry: AuditEntry): string[] {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter((key) => !HIDDEN_FIELDS.has(key));
  return keys.flatMap((key) => {
    const inBefore = entry.before !== null && key in entry.before;
    const inAfter = entry.after !== null && key in entry.after;
    const before = valueText(t, entry, key, entry.before?.[key]);
    const after = valueText(t, entry, key, entry.after?.[key]);
    if (inBefore && inAfter && before === after) return [];
    if (!inBefore) return [t("admin:audit.fieldSet", { field: fieldName(t, key), value: after })];
    if (!inAfter) return [t("admin:audit.fieldSet", { field: fieldName(t, key), value: before })];
    return [t("admin:audit.fieldChanged", { field: fieldName(t, key), before, after })];
  });
}
