import { Crown } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@web/components/ui/dialog";

const SUBSCRIPTION_PATH = "/seller-dashboard/subscription";

/** 'Plan Limit Reached' inside the product form, when the server refused a create (the typed product stays). */
export function PlanLimitNotice({ limit }: { limit: number | null }) {
  const { t } = useTranslation("seller-products");
  const ref = useRef<HTMLDivElement>(null);
  // On a phone the form is taller than the screen: bring the message and its link up to where Save was pressed.
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: "nearest" });
  }, []);
  return (
    <div ref={ref} role="alert" className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{t("planLimit.title")}</p>
      {limit === null ? null : <p className="text-sm">{t("planLimit.text", { count: limit })}</p>}
      <Button asChild size="sm" className="self-start">
        <Link to={SUBSCRIPTION_PATH}>
          <Crown aria-hidden="true" />
          {t("planLimit.upgrade")}
        </Link>
      </Button>
    </div>
  );
}

/** The same message when Add Product is pressed with the allowance already used up. */
export function PlanLimitDialog({ limit, open, onOpenChange }: { limit: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("seller-products");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("planLimit.title")}</DialogTitle>
          <DialogDescription>{t("planLimit.text", { count: limit })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("common:close")}
          </Button>
          <Button asChild>
            <Link to={SUBSCRIPTION_PATH}>
              <Crown aria-hidden="true" />
              {t("planLimit.upgrade")}
            </Link>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
