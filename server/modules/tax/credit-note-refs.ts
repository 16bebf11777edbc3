import { asc, inArray } from "drizzle-orm";
import type { CreditNoteRef } from "@domain/schemas/credit-note";
import type { Executor } from "../../db/client";
import { creditNotes } from "../../db/schema";

/** The credit notes of each of these orders, oldest first, by order id, as the order pages link them. */
export async function orderCreditNoteRefs(db: Executor, orderIds: readonly string[]): Promise<Map<string, CreditNoteRef[]>> {
  const refs = new Map<string, CreditNoteRef[]>();
  if (orderIds.length === 0) return refs;
  const rows = await db
    .select({
      orderId: creditNotes.orderId,
      id: creditNotes.id,
      creditNoteNumber: creditNotes.creditNoteNumber,
      issuedOn: creditNotes.issuedOn,
      reason: creditNotes.reason,
      total: creditNotes.total,
    })
    .from(creditNotes)
    .where(inArray(creditNotes.orderId, [...orderIds]))
    .orderBy(asc(creditNotes.issuedOn), asc(creditNotes.sequence));
  for (const { orderId, ...ref } of rows) refs.set(orderId, [...(refs.get(orderId) ?? []), ref]);
  return refs;
}
