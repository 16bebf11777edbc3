import { Ban, CircleCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { Button } from "@web/components/ui/button";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useSetBuyerBlocked } from "../api/set-buyer-blocked";

/** The seller's Block buyer / Unblock buyer, each behind a confirmation. */
export function BlockBuyerButton({ threadId, blocked }: { threadId: string; blocked: boolean }) {
  const { t } = useTranslation("conversations");
  const [confirming, setConfirming] = useState(false);
  const setBlocked = useSetBuyerBlocked(threadId);
  const confirm = () =>
    setBlocked.mutate(!blocked, {
      onSuccess: (status) => toastSuccess(status.blocked ? t("block.blockedToast") : t("block.unblockedToast")),
      onError: (error) => toastError(t("block.failed"), errorMessage(error)),
      onSettled: () => setConfirming(false),
    });
  return (
    <>
      <Button size="lg" variant="outline" disabled={setBlocked.isPending} onClick={() => setConfirming(true)}>
        {blocked ? <CircleCheck aria-hidden="true" /> : <Ban aria-hidden="true" />}
        {blocked ? t("block.unblock") : t("block.block")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={blocked ? t("block.unblockTitle") : t("block.blockTitle")}
        description={blocked ? t("block.unblockText") : t("block.blockText")}
        confirmLabel={blocked ? t("block.unblock") : t("block.block")}
        destructive={!blocked}
        onConfirm={confirm}
      />
    </>
  );
}
