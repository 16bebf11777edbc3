import { requirementState } from "@domain/requirements";
import type { Requirement } from "@domain/schemas/requirements";
import type { requirements } from "../../db/schema";

type RequirementRow = typeof requirements.$inferSelect;

export function toRequirement(
  row: RequirementRow,
  extra: { responses: number; threadId: string | null; buyer: Requirement["buyer"] },
  now: Date,
): Requirement {
  return {
    id: row.id,
    category: row.category as Requirement["category"],
    productName: row.productName,
    details: row.details,
    quantity: row.quantity,
    targetUnitPrice: row.targetUnitPrice,
    deliveryCity: row.deliveryCity,
    deliveryPincode: row.deliveryPincode,
    neededBy: row.neededBy,
    state: requirementState(row, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    ...extra,
  };
}
