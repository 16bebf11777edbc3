import { paiseToRupeesString, tryRupeesToPaise } from "@domain/money";
import { type AdminPlan, NEW_PLAN_DEFAULTS, type PlanInput } from "@domain/schemas/admin-subscriptions";
import { SEARCH_PRIORITIES } from "@domain/search-priority";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { Checkbox } from "@web/components/ui/checkbox";
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from "@web/components/ui/dialog";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Label } from "@web/components/ui/label";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage } from "@web/lib/api-client";
import { usePlanLevel } from "@web/lib/plan-text";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useSavePlan } from "../api/admin-subscriptions";

const MONEY_FIELDS = ["priceMonthly", "priceYearly", "adCreditsMonthly"] as const;
const TEXT_FIELDS = ["analyticsLevel", "logisticsAccessLevel", "supportLevel"] as const;
const FLAGS = ["hasVerifiedBadge", "isFeaturedSeller", "hasAccountManager", "isEnterprise", "isMostPopular", "isActive"] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];

const planInputOf = ({ id: _id, monthlyCharge: _charge, subscriberCount: _count, searchPriority, ...plan }: AdminPlan): PlanInput => ({
  ...plan,
  searchPriority: SEARCH_PRIORITIES.find((priority) => priority === searchPriority) ?? "Low",
});

function Flag({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <Label htmlFor={id}>{label}</Label>
    </div>
  );
}

/** Create or edit a plan: prices in rupees (two decimals, sent as paise), features one per line. */
export function PlanFormDialog({ plan, open, onOpenChange }: { plan?: AdminPlan; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("admin-subscriptions");
  const level = usePlanLevel();
  const save = useSavePlan();
  const [values, setValues] = useState<PlanInput>(() => (plan ? planInputOf(plan) : NEW_PLAN_DEFAULTS));
  const [money, setMoney] = useState<Record<MoneyField, string>>(() => ({
    priceMonthly: paiseToRupeesString(values.priceMonthly),
    priceYearly: paiseToRupeesString(values.priceYearly),
    adCreditsMonthly: paiseToRupeesString(values.adCreditsMonthly),
  }));
  const [features, setFeatures] = useState(values.features.join("\n"));
  const [limit, setLimit] = useState(String(values.productListingsLimit));
  const set = <K extends keyof PlanInput>(key: K, value: PlanInput[K]) => setValues((current) => ({ ...current, [key]: value }));
  const paiseOf = (field: MoneyField) => tryRupeesToPaise(money[field].trim() || "0");
  const limitValue = /^\d+$/.test(limit.trim()) ? Number(limit.trim()) : null;
  const valid = MONEY_FIELDS.every((field) => (paiseOf(field) ?? -1) >= 0) && limitValue !== null && values.name.trim().length >= 2;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    const plan_: PlanInput = {
      ...values,
      name: values.name.trim(),
      priceMonthly: paiseOf("priceMonthly")!,
      priceYearly: paiseOf("priceYearly")!,
      adCreditsMonthly: paiseOf("adCreditsMonthly")!,
      productListingsLimit: limitValue!,
      features: features.split("\n").map((line) => line.trim()).filter(Boolean),
    };
    save.mutate(
      { planId: plan?.id, plan: plan_ },
      {
        onSuccess: () => {
          toastSuccess(t("toasts.saved"), plan_.name);
          onOpenChange(false);
        },
        onError: (error) => toastError(t("toasts.saveFailed"), errorMessage(error)),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{plan ? t("plans.editTitle", { name: plan.name }) : t("plans.newTitle")}</DialogTitle>
        </DialogHeader>
        <form className="flex flex-col gap-3" onSubmit={submit}>
          <FormField label={t("plans.fields.name")} required>
            <Input required minLength={2} maxLength={60} value={values.name} onChange={(event) => set("name", event.target.value)} />
          </FormField>
          <div className="grid gap-3 sm:grid-cols-3">
            {MONEY_FIELDS.map((field) => (
              <FormField key={field} label={t(`plans.fields.${field}`)} error={(paiseOf(field) ?? -1) < 0 ? t("plans.moneyInvalid") : undefined}>
                <Input inputMode="decimal" value={money[field]} onChange={(event) => setMoney({ ...money, [field]: event.target.value })} />
              </FormField>
            ))}
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField label={t("plans.fields.productListingsLimit")} error={limitValue === null ? t("plans.limitInvalid") : undefined}>
              <Input inputMode="numeric" value={limit} onChange={(event) => setLimit(event.target.value)} />
            </FormField>
            <FormField label={t("plans.fields.searchPriority")}>
              <Select value={values.searchPriority} onChange={(event) => set("searchPriority", SEARCH_PRIORITIES.find((p) => p === event.target.value) ?? values.searchPriority)}>
                {SEARCH_PRIORITIES.map((priority) => (
                  <option key={priority} value={priority}>
                    {level(priority)}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            {TEXT_FIELDS.map((field) => (
              <FormField key={field} label={t(`plans.fields.${field}`)}>
                <Input required maxLength={60} value={values[field]} onChange={(event) => set(field, event.target.value)} />
              </FormField>
            ))}
          </div>
          <FormField label={t("plans.fields.features")} hint={t("plans.featuresHint")}>
            <Textarea rows={4} value={features} onChange={(event) => setFeatures(event.target.value)} />
          </FormField>
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-medium">{t("plans.perks")}</legend>
            {FLAGS.map((flag) => (
              <Flag key={flag} label={t(`plans.fields.${flag}`)} checked={values[flag]} onChange={(checked) => set(flag, checked)} />
            ))}
          </fieldset>
          <DialogFooter>
            <Button type="submit" disabled={!valid || save.isPending}>
              {t("plans.save")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
