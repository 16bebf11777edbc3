import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import { MAX_BUYER_ADDRESSES, type BuyerAddress, type CreateBuyerAddress, type UpdateBuyerAddress } from "@domain/schemas/buyer-addresses";
import type { Database, Executor, Transaction } from "../../db/client";
import { buyerAddresses, profiles } from "../../db/schema";
import { AppError, notFound } from "../../errors";
import { isUuid } from "../orders/order-id";

type Row = typeof buyerAddresses.$inferSelect;

const toAddress = (row: Row): BuyerAddress => ({
  id: row.id,
  label: row.label,
  address: row.address,
  isDefault: row.isDefault,
  createdAt: row.createdAt.toISOString(),
});

/** The buyer's saved delivery addresses: the default first, then oldest first. */
export async function listBuyerAddresses(db: Executor, buyerId: string): Promise<BuyerAddress[]> {
  const rows = await db
    .select()
    .from(buyerAddresses)
    .where(eq(buyerAddresses.buyerId, buyerId))
    .orderBy(desc(buyerAddresses.isDefault), asc(buyerAddresses.createdAt), asc(buyerAddresses.id));
  return rows.map(toAddress);
}

/** Saves an address (at most MAX_BUYER_ADDRESSES); the first one, or one marked so, becomes the default. */
export async function createBuyerAddress(db: Database, buyerId: string, input: CreateBuyerAddress): Promise<BuyerAddress> {
  return db.transaction(async (tx) => {
    await lockBuyer(tx, buyerId);
    const [{ saved = 0 } = {}] = await tx.select({ saved: count() }).from(buyerAddresses).where(eq(buyerAddresses.buyerId, buyerId));
    if (saved >= MAX_BUYER_ADDRESSES) throw new AppError("ADDRESS_LIMIT_REACHED", undefined, { limit: MAX_BUYER_ADDRESSES });
    const isDefault = saved === 0 || input.isDefault === true;
    if (isDefault) await clearDefault(tx, buyerId);
    const [row] = await tx.insert(buyerAddresses).values({ buyerId, label: input.label, address: input.address, isDefault }).returning();
    return toAddress(row!);
  });
}

export async function updateBuyerAddress(db: Database, buyerId: string, id: string, input: UpdateBuyerAddress): Promise<BuyerAddress> {
  return db.transaction(async (tx) => {
    await lockBuyer(tx, buyerId);
    await findOwn(tx, buyerId, id);
    if (input.isDefault) await clearDefault(tx, buyerId, id);
    const [row] = await tx
      .update(buyerAddresses)
      .set({ ...(input.label !== undefined ? { label: input.label } : {}), ...(input.address ? { address: input.address } : {}), ...(input.isDefault ? { isDefault: true } : {}) })
      .where(eq(buyerAddresses.id, id))
      .returning();
    return toAddress(row!);
  });
}

/** Deletes an address; when it was the default, the oldest remaining one becomes the default. */
export async function deleteBuyerAddress(db: Database, buyerId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBuyer(tx, buyerId);
    const row = await findOwn(tx, buyerId, id);
    await tx.delete(buyerAddresses).where(eq(buyerAddresses.id, id));
    if (!row.isDefault) return;
    const [next] = await tx.select({ id: buyerAddresses.id }).from(buyerAddresses).where(eq(buyerAddresses.buyerId, buyerId)).orderBy(asc(buyerAddresses.createdAt)).limit(1);
    if (next) await tx.update(buyerAddresses).set({ isDefault: true }).where(eq(buyerAddresses.id, next.id));
  });
}

/** Another buyer's address is answered like one that does not exist. */
async function findOwn(tx: Transaction, buyerId: string, id: string): Promise<Row> {
  const [row] = isUuid(id) ? await tx.select().from(buyerAddresses).where(and(eq(buyerAddresses.id, id), eq(buyerAddresses.buyerId, buyerId))) : [];
  if (!row) throw notFound("Address", "ADDRESS_NOT_FOUND");
  return row;
}

async function clearDefault(tx: Transaction, buyerId: string, except?: string) {
  await tx
    .update(buyerAddresses)
    .set({ isDefault: false })
    .where(and(eq(buyerAddresses.buyerId, buyerId), eq(buyerAddresses.isDefault, true), except ? ne(buyerAddresses.id, except) : undefined));
}

/** One buyer's address changes run one at a time (their profile row locked), so the limit and the one default hold. */
async function lockBuyer(tx: Transaction, buyerId: string) {
  await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, buyerId)).for("update");
}
