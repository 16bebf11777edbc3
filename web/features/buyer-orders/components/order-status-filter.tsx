import { isOrderStatus, ORDER_STATUSES, type OrderStatus } from "@domain/orders";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Label } from "@web/components/ui/label";
import { Select } from "@web/components/ui/select";

interface OrderStatusFilterProps {
  value: OrderStatus | null;
  onChange: (status: OrderStatus | null) => void;
}

export function OrderStatusFilter({ value, onChange }: OrderStatusFilterProps) {
  const { t } = useTranslation("buyer");
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id}>{t("orders.filterLabel")}</Label>
      <Select
        id={id}
        className="w-auto min-w-44"
        value={value ?? ""}
        onChange={(event) => onChange(isOrderStatus(event.target.value) ? event.target.value : null)}
      >
        <option value="">{t("orders.allStatuses")}</option>
        {ORDER_STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}
