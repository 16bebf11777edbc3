import type { Requirement } from "@domain/schemas/requirements";
import { XCircle } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useCancelRequirement } from "../api/cancel-requirement";

/** "Cancel requirement" behind a confirmation; the server decides whether it is still open. */
export function CancelRequirementButton({ requirement }: { requirement: Pick<Requirement, "id" | "productName"> }) {
  const { t } = useTranslation("requirements");
  const [open, setOpen] = useState(false);
  const cancel = useCancelRequirement(requirement.id);

  // Awaited rather than mutate callbacks: on success this button unmounts (the requirement is no longer open).
  const onConfirm = async () => {
    try {
      await cancel.mutateAsync();
      toastSuccess(t("cancel.done"));
    } catch (error) {
      toastError(t("cancel.failed"), errorMessage(error));
    }
  };

  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)} disabled={cancel.isPending}>
        <XCircle aria-hidden="true" />
        {t("cancel.button")}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t("cancel.title")}
        description={t("cancel.description", { name: requirement.productName })}
        cancelLabel={t("cancel.keep")}
        confirmLabel={t("cancel.confirm")}
        destructive
        onConfirm={() => void onConfirm()}
      />
    </>
  );
}
