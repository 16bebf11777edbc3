import { formatINR } from "@domain/money";
import type { ReturnRefundAmounts, ReturnRequest } from "@domain/schemas/order-returns";
import { useTranslation } from "react-i18next";
import { ReturnRequestDialog } from "./return-request-dialog";
import { ReturnRequestStatus } from "./return-request-status";

interface ItemReturnProps {
  orderId: string;
  item: {
    id: string;
    productName: string;
    quantity: number;
    returnRequests: ReturnRequest[];
    returnedQuantity: number;
    returnableQuantity: number;
    refunded: ReturnRefundAmounts;
  };
  /** Whether the order allows requests now (delivered, within the return window). */
  canRequest: boolean;
  onRequested: () => void;
}

/**
 * Under an order item: how many units came back and what they refunded (online and by hand), each return or exchange
 * request, and the way to ask for more while units remain.
 */
export function ItemReturn({ orderId, item, canRequest, onRequested }: ItemReturnProps) {
  const { t } = useTranslation("buyer");
  return (
    <div className="flex flex-col gap-2">
      {item.returnedQuantity > 0 ? (
        <p className="text-sm" data-testid="item-returned">
          {t("returns.returnedOf", { returned: item.returnedQuantity, quantity: item.quantity })}
          {" · "}
          {t("returns.refundedSplit", { amount: formatINR(item.refunded.amount), online: formatINR(item.refunded.online), manual: formatINR(item.refunded.manual) })}
        </p>
      ) : null}
      {item.returnRequests.map((request) => (
        <ReturnRequestStatus key={request.id} request={request} />
      ))}
      {canRequest && item.returnableQuantity > 0 ? <ReturnRequestDialog orderId={orderId} item={item} onRequested={onRequested} /> : null}
    </div>
  );
}
