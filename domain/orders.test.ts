import { describe, expect, it } from "vitest";
import {
  BUYER_CANCELLABLE_STATUSES,
  ORDER_STATUSES,
  SELLER_SETTABLE_STATUSES,
  canAdminSetStatus,
  canBuyerCancel,
  canDecideReturnRequest,
  canRequestReturn,
  canSellerSetStatus,
  isOrderStatus,
  type OrderStatus,
} from "./orders";

describe("order statuses", () => {
  it("lists the eight statuses in lifecycle order", () => {
    expect(ORDER_STATUSES).toEqual([
      "Pending",
      "Processing",
      "Packaging",
      "Ready for Pickup",
      "In Transit",
      "Shipped",
      "Delivered",
      "Cancelled",
    ]);
  });

  it("recognises only exact status names", () => {
    expect(isOrderStatus("Ready for Pickup")).toBe(true);
    expect(isOrderStatus("pending")).toBe(false);
    expect(isOrderStatus("Refunded")).toBe(false);
  });
});

describe("canBuyerCancel", () => {
  it.each(ORDER_STATUSES)("%s", (status) => {
    expect(canBuyerCancel(status)).toBe(status === "Pending" || status === "Processing");
  });

  it("matches the cancellable list", () => {
    expect(BUYER_CANCELLABLE_STATUSES).toEqual(["Pending", "Processing"]);
  });
});

describe("canSellerSetStatus", () => {
  const open: OrderStatus[] = ["Pending", "Processing", "Packaging", "Ready for Pickup"];
  const locked: OrderStatus[] = ["In Transit", "Shipped", "Delivered", "Cancelled"];

  it("lets a seller move an open order to Processing, Packaging or Ready for Pickup", () => {
    for (const from of open) {
      for (const to of SELLER_SETTABLE_STATUSES) expect(canSellerSetStatus(from, to)).toBe(true);
    }
  });

  it("never lets a seller set Pending, In Transit, Shipped, Delivered or Cancelled", () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES.filter((status) => !SELLER_SETTABLE_STATUSES.some((s) => s === status))) {
        expect(canSellerSetStatus(from, to)).toBe(false);
      }
    }
  });

  it("never lets a seller change a locked order", () => {
    for (const from of locked) {
      for (const to of ORDER_STATUSES) expect(canSellerSetStatus(from, to)).toBe(false);
    }
  });
});

describe("canAdminSetStatus", () => {
  it("accepts every valid status and nothing else", () => {
    for (const status of ORDER_STATUSES) expect(canAdminSetStatus(status)).toBe(true);
    expect(canAdminSetStatus("Lost")).toBe(false);
    expect(canAdminSetStatus("")).toBe(false);
  });
});

describe("returns", () => {
  it("can be requested only for delivered orders", () => {
    for (const status of ORDER_STATUSES) expect(canRequestReturn(status)).toBe(status === "Delivered");
  });

  it("can be requested within 7 days of delivery, not after", () => {
    const deliveredAt = new Date("2026-11-01T10:00:00Z");
    const after = (days: number) => new Date(deliveredAt.getTime() + days * 86_400_000);
    expect(canRequestReturn("Delivered", deliveredAt, after(0))).toBe(true);
    expect(canRequestReturn("Delivered", deliveredAt, after(7))).toBe(true);
    expect(canRequestReturn("Delivered", deliveredAt, new Date(after(7).getTime() + 1))).toBe(false);
    expect(canRequestReturn("Shipped", deliveredAt, after(1))).toBe(false);
  });

  it("can be decided only while pending", () => {
    expect(canDecideReturnRequest("pending")).toBe(true);
    expect(canDecideReturnRequest("approved")).toBe(false);
    expect(canDecideReturnRequest("rejected")).toBe(false);
    expect(canDecideReturnRequest("processing")).toBe(false);
    expect(canDecideReturnRequest("completed")).toBe(false);
  });
});
