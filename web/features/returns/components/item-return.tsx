import type { ReturnRequest } from "@domain/schemas/order-returns";
import { ReturnRequestDialog } from "./return-request-dialog";
import { ReturnRequestStatus } from "./return-request-status";

interface ItemReturnProps {
  orderId: string;
  item: { id: string; productName: string; returnRequest: ReturnRequest | null };
  /** Whether the order allows requests now (delivered). */
  canRequest: boolean;
  onRequested: () => void;
}

/** Under an order item: its return or exchange request, or the way to make one once the order is delivered. */
export function ItemReturn({ orderId, item, canRequest, onRequested }: ItemReturnProps) {
  if (item.returnRequest) return <ReturnRequestStatus request={item.returnRequest} />;
  if (!canRequest) return null;
  return <ReturnRequestDialog orderId={orderId} item={item} onRequested={onRequested} />;
}
