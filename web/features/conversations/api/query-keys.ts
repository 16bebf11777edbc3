/** Which party's view of the conversations: the same screens serve the buyer and the seller dashboards. */
export type Side = "buyer" | "seller";

/** Every conversation query of a side lives under one root, so a live change refreshes them all at once. */
export const conversationKeys = {
  all: (side: Side) => ["conversations", side] as const,
  list: (side: Side) => [...conversationKeys.all(side), "list"] as const,
  unread: (side: Side) => [...conversationKeys.all(side), "unread"] as const,
  detail: (side: Side, threadId: string) => [...conversationKeys.all(side), "detail", threadId] as const,
};

/** Where a side's thread routes live (GET /api/buyer/threads…, /api/seller/threads…). */
export const threadsPath = (side: Side) => `/api/${side}/threads` as const;

export const attachmentUrl = (side: Side, threadId: string, messageId: string) =>
  `${threadsPath(side)}/${encodeURIComponent(threadId)}/attachments/${encodeURIComponent(messageId)}`;
