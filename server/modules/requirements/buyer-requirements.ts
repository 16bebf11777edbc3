import { and, desc, eq, sql } from "drizzle-orm";
import { requirementExpiresAt, requirementState } from "@domain/requirements";
import type { Requirement, RequirementList, requirementInputSchema } from "@domain/schemas/requirements";
import type { z } from "zod";
import type { AppContext } from "../../app-context";
import type { Executor } from "../../db/client";
import { outerColumn } from "../../db/outer-column";
import { requirements, threads } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import { afterCursor, cursorTimestamp, decodeCursor, pageOf } from "../orders/keyset-cursor";
import { toRequirement } from "./requirement-rows";

const responses = sql<number>`(select count(*) from ${threads} where ${threads.requirementId} = ${outerColumn(requirements.id)})`.mapWith(Number);

/** The buyer posts a requirement; it is open to the sellers of its category for 30 days. */
export async function postRequirement(ctx: AppContext, buyerId: string, input: z.output<typeof requirementInputSchema>, now = new Date()): Promise<Requirement> {
  const [row] = await ctx.db
    .insert(requirements)
    .values({
      buyerId,
      category: input.category,
      productName: input.productName,
      details: input.details,
      quantity: input.quantity,
      targetUnitPrice: input.targetUnitPrice ?? null,
      deliveryCity: input.deliveryCity,
      deliveryPincode: input.deliveryPincode,
      neededBy: input.neededBy ?? null,
      expiresAt: requirementExpiresAt(now),
      createdAt: now,
    })
    .returning();
  return toRequirement(row!, { responses: 0, threadId: null, buyer: null }, now);
}

/** The buyer's own requirements, newest first, with how many sellers answered each. */
export async function listBuyerRequirements(db: Executor, buyerId: string, query: { cursor?: string; limit: number }, now = new Date()): Promise<RequirementList> {
  const conditions = [eq(requirements.buyerId, buyerId)];
  if (query.cursor) conditions.push(afterCursor(requirements.createdAt, requirements.id, decodeCursor(query.cursor)));
  const rows = await db
    .select({ row: requirements, id: requirements.id, cursorAt: cursorTimestamp(requirements.createdAt), responses })
    .from(requirements)
    .where(and(...conditions))
    .orderBy(desc(requirements.createdAt), desc(requirements.id))
    .limit(query.limit + 1);
  const { page, nextCursor } = pageOf(rows, query.limit);
  return { items: page.map((r) => toRequirement(r.row, { responses: r.responses, threadId: null, buyer: null }, now)), nextCursor };
}

export async function getBuyerRequirement(db: Executor, buyerId: string, requirementId: string, now = new Date()): Promise<Requirement> {
  const [found] = await db
    .select({ row: requirements, responses })
    .from(requirements)
    .where(and(eq(requirements.id, requirementId), eq(requirements.buyerId, buyerId)));
  if (!found) throw notFound("Requirement", "REQUIREMENT_NOT_FOUND");
  return toRequirement(found.row, { responses: found.responses, threadId: null, buyer: null }, now);
}

/** The buyer withdraws an open requirement: sellers no longer see it (their threads stay). */
export async function cancelRequirement(ctx: AppContext, buyerId: string, requirementId: string, now = new Date()): Promise<Requirement> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(requirements)
      .where(and(eq(requirements.id, requirementId), eq(requirements.buyerId, buyerId)))
      .for("update");
    if (!row) throw notFound("Requirement", "REQUIREMENT_NOT_FOUND");
    if (requirementState(row, now) !== "open") throw conflict("REQUIREMENT_CLOSED");
    await tx.update(requirements).set({ status: "cancelled", closedAt: now }).where(eq(requirements.id, row.id));
  });
  return getBuyerRequirement(ctx.db, buyerId, requirementId, now);
}
