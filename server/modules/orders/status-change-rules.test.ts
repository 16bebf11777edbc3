import { describe, expect, it } from "vitest";
import { ORDER_STATUSES, type OrderStatus } from "@domain/orders";
import { AppError } from "../../errors";
import { assertMayChangeStatus, type OrderActor } from "./status-change-rules";

const order = (status: OrderStatus) => ({ buyerId: "buyer-1", sellerId: "seller-1", status });
const outcome = (status: OrderStatus, actor: OrderActor, to: OrderStatus) => {
  try {
    assertMayChangeStatus(order(status), actor, to);
    return "allowed";
  } catch (error) {
    if (error instanceof AppError) return error.statusCode;
    throw error;
  }
};
const buyer: OrderActor = { id: "buyer-1", role: "buyer" };
const seller: OrderActor = { id: "seller-1", role: "seller" };
const admin: OrderActor = { id: "admin-1", role: "admin" };

describe("who may move an order where", () => {
  it("lets the buyer cancel only while Pending or Processing", () => {
    for (const from of ORDER_STATUSES) {
      const expected = from === "Pending" || from === "Processing" ? "allowed" : 409;
      expect(outcome(from, buyer, "Cancelled")).toBe(expected);
    }
    expect(outcome("Pending", buyer, "Delivered")).toBe(403);
  });

  it("lets the seller set only its three statuses, until the order leaves its hands", () => {
    expect(outcome("Pending", seller, "Processing")).toBe("allowed");
    expect(outcome("Processing", seller, "Ready for Pickup")).toBe("allowed");
    expect(outcome("Pending", seller, "Shipped")).toBe(422);
    expect(outcome("In Transit", seller, "Packaging")).toBe(409);
  });

  it("answers 404 to anyone but the order's own buyer or seller", () => {
    expect(outcome("Pending", { id: "buyer-2", role: "buyer" }, "Cancelled")).toBe(404);
    expect(outcome("Pending", { id: "seller-2", role: "seller" }, "Processing")).toBe(404);
  });

  it("lets an admin set any status, except to reopen a cancelled order or repeat the current one", () => {
    for (const to of ORDER_STATUSES) expect(outcome("Pending", admin, to)).toBe(to === "Pending" ? 409 : "allowed");
    expect(outcome("Cancelled", admin, "Pending")).toBe(409);
    expect(outcome("Cancelled", { id: null, role: "system" }, "Delivered")).toBe(409);
  });
});
