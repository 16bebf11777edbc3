import { useTranslation } from "react-i18next";
import type { Side } from "../api/query-keys";
import { useThreadEvents } from "../api/thread-events";
import { useUnreadCount } from "../api/unread-count";

/**
 * For a dashboard's menu: the "Enquiries" label and its unread badge, kept live. Call once in the dashboard layout:
 * it holds the side's one conversation stream, which also refreshes the list and any open thread.
 */
export function useEnquiriesNav(side: Side): { label: string; badge: { count: number; label: string } | undefined } {
  const { t } = useTranslation("conversations");
  useThreadEvents(side);
  const unread = useUnreadCount(side).data ?? 0;
  return {
    label: t("nav.enquiries"),
    badge: unread > 0 ? { count: unread, label: t("nav.unread", { count: unread }) } : undefined,
  };
}
