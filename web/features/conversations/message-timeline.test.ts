import type { Message, Quote } from "@domain/schemas/conversations";
import { describe, expect, it } from "vitest";
import { timelineOf } from "./message-timeline";

const message = (id: string, createdAt: string, overrides: Partial<Message> = {}): Message => ({
  id,
  author: "buyer",
  body: `message ${id}`,
  attachment: null,
  quoteId: null,
  createdAt,
  ...overrides,
});
const quote: Quote = {
  id: "q1",
  productId: "p1",
  productName: "Kraft Envelopes",
  quantity: 40,
  unitPrice: 28_990,
  total: 1_159_600,
  validUntil: "2025-03-13",
  deliveryTerms: "",
  note: "",
  state: "sent",
  createdAt: "2025-03-05T10:02:00.000Z",
};

describe("a thread's timeline", () => {
  it("puts the messages oldest first and the newest last, whatever order they came in", () => {
    const entries = timelineOf({
      messages: [
        message("c", "2025-03-05T10:05:00.000Z"),
        message("a", "2025-03-05T10:00:00.000Z"),
        message("b2", "2025-03-05T10:01:00.000Z"),
        message("b1", "2025-03-05T10:01:00.000Z"),
      ],
      quotes: [],
    });
    expect(entries.map((e) => e.message.id)).toEqual(["a", "b1", "b2", "c"]);
  });

  it("shows a seller's quotation message as its card, and events of the platform apart", () => {
    const entries = timelineOf({
      messages: [
        message("sent", "2025-03-05T10:02:00.000Z", { author: "seller", quoteId: "q1", body: "Quotation: …" }),
        message("accepted", "2025-03-05T10:03:00.000Z", { author: "system", quoteId: "q1", body: "The buyer accepted the quotation." }),
        message("text", "2025-03-05T10:04:00.000Z", { author: "seller" }),
        message("closed", "2025-03-05T10:05:00.000Z", { author: "admin", body: "Closed by the platform." }),
      ],
      quotes: [quote],
    });
    expect(entries.map((e) => e.kind)).toEqual(["quote", "system", "message", "system"]);
    expect(entries[0]).toMatchObject({ kind: "quote", quote: { id: "q1" } });
  });
});
