/** Every admin conversation query lives under one root, so closing a thread refreshes the list and the thread. */
export const adminThreadKeys = {
  all: ["admin", "threads"] as const,
  list: (cursor: string | null) => [...adminThreadKeys.all, "list", cursor] as const,
  detail: (threadId: string) => [...adminThreadKeys.all, "detail", threadId] as const,
};
