import { useParams } from "react-router";
import { ThreadView } from "@web/features/conversations/components/thread-view";

/** /seller-dashboard/enquiries/:threadId: one conversation with a buyer, where quotations are sent. */
export default function SellerEnquiryPage() {
  const { threadId = "" } = useParams();
  return (
    <div className="mx-auto max-w-4xl">
      <ThreadView key={threadId} side="seller" threadId={threadId} backTo="/seller-dashboard/enquiries" />
    </div>
  );
}
