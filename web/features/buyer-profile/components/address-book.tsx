import { MAX_BUYER_ADDRESSES, type BuyerAddress } from "@domain/schemas/buyer-addresses";
import { MapPin } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@web/components/ui/alert-dialog";
import { Badge } from "@web/components/ui/badge";
import { Button } from "@web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@web/components/ui/card";
import { Spinner } from "@web/components/ui/spinner";
import { errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useBuyerAddresses, useDeleteBuyerAddress, useSaveBuyerAddress } from "../api/addresses";
import { AddressDialog } from "./address-dialog";

/** One line of an address, as the address book and checkout show it. */
export const addressLine = (a: BuyerAddress["address"]) => `${a.address}, ${a.city}, ${a.state} ${a.zip}`;

/** The buyer's delivery addresses: add, edit, delete, and choose the default that checkout preselects. */
export function AddressBook() {
  const { t } = useTranslation("buyer");
  const addresses = useBuyerAddresses();
  const save = useSaveBuyerAddress();
  const remove = useDeleteBuyerAddress();
  const [editing, setEditing] = useState<BuyerAddress | null | "new">(null);
  const [deleting, setDeleting] = useState<BuyerAddress | null>(null);
  const list = addresses.data ?? [];
  const failed = (error: unknown) => toastError(t("addresses.failed"), errorMessage(error));

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <div className="flex flex-col gap-1">
          <CardTitle>{t("addresses.title")}</CardTitle>
          <p className="text-sm text-muted-foreground">{t("addresses.description", { count: MAX_BUYER_ADDRESSES })}</p>
        </div>
        <Button variant="outline" disabled={list.length >= MAX_BUYER_ADDRESSES} onClick={() => setEditing("new")}>
          {t("addresses.add")}
        </Button>
      </CardHeader>
      <CardContent>
        {addresses.isPending ? (
          <Spinner />
        ) : list.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("addresses.none")}</p>
        ) : (
          <ul aria-label={t("addresses.title")} className="flex flex-col gap-3">
            {list.map((address) => (
              <li key={address.id} aria-label={address.label} className="flex flex-col gap-2 rounded-md border border-border p-3 sm:flex-row sm:items-center">
                <MapPin aria-hidden="true" className="hidden size-5 shrink-0 text-muted-foreground sm:block" />
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    {address.label}
                    {address.isDefault ? <Badge variant="success">{t("addresses.default")}</Badge> : null}
                  </p>
                  <p className="text-sm text-muted-foreground">{addressLine(address.address)}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {address.isDefault ? null : (
                    <Button variant="ghost" size="sm" className="min-h-10" onClick={() => save.mutate({ id: address.id, input: { isDefault: true } }, { onError: failed })}>
                      {t("addresses.makeDefault")}
                    </Button>
                  )}
                  <Button variant="ghost" size="sm" className="min-h-10" onClick={() => setEditing(address)}>
                    {t("addresses.edit")}
                  </Button>
                  <Button variant="ghost" size="sm" className="min-h-10 text-destructive" onClick={() => setDeleting(address)}>
                    {t("addresses.delete")}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {editing !== null ? (
        <AddressDialog key={editing === "new" ? "new" : editing.id} address={editing === "new" ? null : editing} open onOpenChange={(open) => !open && setEditing(null)} />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("addresses.deleteTitle", { label: deleting?.label ?? "" })}
        confirmLabel={t("addresses.delete")}
        destructive
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => toastSuccess(t("addresses.deleted")), onError: failed })
        }
      />
    </Card>
  );
}
