import { ERROR_CODES } from "@domain/error-codes";
import type { AdminPlan } from "@domain/schemas/admin-subscriptions";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Price } from "@web/components/ui/price";
import { errorMessage, hasErrorCode } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { formatNumber } from "@web/lib/format-date";
import { usePlanFeature, usePlanLevel } from "@web/lib/plan-text";
import { useDeletePlan } from "../api/admin-subscriptions";
import { PlanFormDialog } from "./plan-form-dialog";

function PlanCard({ plan }: { plan: AdminPlan }) {
  const { t } = useTranslation("admin-subscriptions");
  const level = usePlanLevel();
  const feature = usePlanFeature();
  const remove = useDeletePlan();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <CardTitle>{plan.name}</CardTitle>
          <span className="text-sm text-muted-foreground">
            <Price paise={plan.priceMonthly} /> {t("plans.perMonth")} · <Price paise={plan.priceYearly} /> {t("plans.perYear")}
          </span>
        </div>
        <div className="flex flex-wrap gap-1">
          {plan.isActive ? <Badge variant="success">{t("plans.active")}</Badge> : <Badge variant="secondary">{t("plans.inactive")}</Badge>}
          <Badge variant="outline">{t("plans.subscribers", { count: plan.subscriberCount })}</Badge>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p>
          {t("plans.summary", { limit: formatNumber(plan.productListingsLimit), priority: level(plan.searchPriority) })}
        </p>
        {plan.features.length ? (
          <ul className="list-disc pl-5">
            {plan.features.map((line) => (
              <li key={line}>{feature(line)}</li>
            ))}
          </ul>
        ) : null}
        <div className="flex gap-2">
          <Button size="sm" variant="outline" aria-label={t("plans.editLabel", { name: plan.name })} onClick={() => setEditing(true)}>
            {t("plans.edit")}
          </Button>
          <Button size="sm" variant="ghost" className="text-destructive" aria-label={t("plans.deleteLabel", { name: plan.name })} onClick={() => setDeleting(true)}>
            {t("plans.delete")}
          </Button>
        </div>
      </CardContent>
      {editing ? <PlanFormDialog plan={plan} open={editing} onOpenChange={setEditing} /> : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t("plans.deleteTitle", { name: plan.name })}
        description={t("plans.deleteText")}
        confirmLabel={t("plans.delete")}
        destructive
        onConfirm={() =>
          remove.mutate(plan.id, {
            onSuccess: () => toastSuccess(t("toasts.deleted"), plan.name),
            onError: (error) => {
              if (!hasErrorCode(error, ERROR_CODES.PLAN_HAS_SUBSCRIBERS)) return toastError(t("toasts.deleteFailed"), errorMessage(error));
              const { subscriberCount } = (error.details ?? {}) as { subscriberCount?: number };
              toastError(t("toasts.hasSubscribers"), t("toasts.hasSubscribersText", { count: subscriberCount ?? plan.subscriberCount, name: plan.name }));
            },
          })
        }
      />
    </Card>
  );
}

/** The plans (on offer or not), each edited or deleted, and a new one. */
export function PlansSection({ plans }: { plans: AdminPlan[] }) {
  const { t } = useTranslation("admin-subscriptions");
  const [creating, setCreating] = useState(false);
  return (
    <section aria-labelledby="plans-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="plans-heading" className="text-xl font-semibold tracking-tight">
          {t("plans.title")}
        </h2>
        <Button onClick={() => setCreating(true)}>{t("plans.new")}</Button>
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} />
          </li>
        ))}
      </ul>
      {creating ? <PlanFormDialog open={creating} onOpenChange={setCreating} /> : null}
    </section>
  );
}
