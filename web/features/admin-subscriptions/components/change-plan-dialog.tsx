import type { AdminPlan } from "@domain/schemas/admin-subscriptions";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { api, dataOf } from "@web/lib/api";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useChangeSellerPlan } from "../api/admin-subscriptions";

/** The seller's id, found by its exact email among seller accounts. */
async function sellerIdByEmail(email: string): Promise<string | undefined> {
  const { users } = await dataOf(api.GET("/api/admin/users", { params: { query: { q: email, role: "seller", limit: 25 } } }));
  return users.find((user) => user.email.toLowerCase() === email.toLowerCase())?.id;
}

/**
 * Puts a seller on a plan for a year from today, without payment: the seller of a row, or one named by email.
 * 'Subscription Updated' on success, 'Failed to update subscription' with the server's reason otherwise.
 */
export function ChangePlanDialog({
  plans,
  seller,
  open,
  onOpenChange,
}: {
  plans: AdminPlan[];
  seller?: { id: string; label: string; planId: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation("admin-subscriptions");
  const change = useChangeSellerPlan();
  const [email, setEmail] = useState("");
  const [planId, setPlanId] = useState(seller?.planId ?? plans[0]?.id ?? "");
  const [looking, setLooking] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let sellerId = seller?.id;
    if (!sellerId) {
      setLooking(true);
      sellerId = await sellerIdByEmail(email.trim()).finally(() => setLooking(false));
      if (!sellerId) return toastError(t("toasts.changeFailed"), t("change.noSeller", { email: email.trim() }));
    }
    change.mutate(
      { sellerId, planId },
      {
        onSuccess: (row) => {
          toastSuccess(t("toasts.changed"), t("toasts.changedText", { plan: row.planName, end: row.endDate }));
          onOpenChange(false);
        },
        onError: (error) => toastError(t("toasts.changeFailed"), errorMessage(error)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{seller ? t("change.titleFor", { seller: seller.label }) : t("change.title")}</DialogTitle>
          <DialogDescription>{t("change.text")}</DialogDescription>
        </DialogHeader>
        <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
          {seller ? null : (
            <FormField label={t("change.email")} required>
              <Input type="email" required value={email} autoComplete="off" onChange={(event) => setEmail(event.target.value)} />
            </FormField>
          )}
          <FormField label={t("change.plan")}>
            <Select value={planId} onChange={(event) => setPlanId(event.target.value)}>
              {plans.map((plan) => (
                <option key={plan.id} value={plan.id}>
                  {plan.isActive ? plan.name : t("change.inactivePlan", { name: plan.name })}
                </option>
              ))}
            </Select>
          </FormField>
          <DialogFooter>
            <Button type="submit" disabled={change.isPending || looking || !planId}>
              {t("change.confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
