import { zodResolver } from "@hookform/resolvers/zod";
import { maskedAccountNumber } from "@domain/bank-account";
import { ERROR_CODES } from "@domain/error-codes";
import { type BankDetails, type BankDetailsInput, bankDetailsInputSchema } from "@domain/schemas/seller-bank-details";
import type { SavedBankDetails } from "@domain/schemas/seller-profile";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { ApiError, errorMessage } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useIfscLookup } from "../api/lookup-ifsc";
import { useUpdateBankDetails } from "../api/update-bank-details";

const emptyForm = (saved: SavedBankDetails | null): BankDetailsInput => ({
  accountHolderName: saved?.accountHolderName ?? "",
  accountNumber: "",
  confirmAccountNumber: "",
  ifscCode: saved?.ifscCode ?? "",
  branch: saved?.branch ?? "",
});

/**
 * The payout account: the number typed twice (never shown back: the API keeps all but its last four digits), the
 * IFSC looked up as it is typed so the bank's name fills in, the branch in the seller's own words.
 */
export function BankDetailsForm({ saved }: { saved: SavedBankDetails | null }) {
  const { t } = useTranslation("seller-settings");
  const update = useUpdateBankDetails();
  const { register, handleSubmit, reset, control, formState } = useForm<BankDetailsInput, unknown, BankDetails>({
    resolver: zodResolver(bankDetailsInputSchema),
    defaultValues: emptyForm(saved),
  });
  const { errors } = formState;
  const lookup = useIfscLookup(useWatch({ control, name: "ifscCode" }));
  const ifscUnknown = lookup.error instanceof ApiError && lookup.error.code === ERROR_CODES.IFSC_NOT_FOUND;

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (profile) => {
        toastSuccess(t("bank.saved"), t("bank.savedText", { last4: profile.bankDetails?.accountNumberLast4 ?? "" }));
        reset(emptyForm(profile.bankDetails));
      },
      onError: (error) => toastError(t("bank.updateFailed"), errorMessage(error)),
    }),
  );

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm" data-testid="saved-bank-account">
        {saved
          ? t("bank.current", { bankName: saved.bankName, masked: maskedAccountNumber(saved.accountNumberLast4), ifsc: saved.ifscCode, branch: saved.branch })
          : t("bank.none")}
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("bank.accountHolderName")} error={errors.accountHolderName?.message} required className="sm:col-span-2">
          <Input autoComplete="off" {...register("accountHolderName")} />
        </FormField>
        <FormField label={t("bank.accountNumber")} hint={t("bank.accountNumberHint")} error={errors.accountNumber?.message} required>
          <Input inputMode="numeric" autoComplete="off" spellCheck={false} {...register("accountNumber")} />
        </FormField>
        <FormField label={t("bank.confirmAccountNumber")} error={errors.confirmAccountNumber?.message} required>
          <Input inputMode="numeric" autoComplete="off" spellCheck={false} {...register("confirmAccountNumber")} />
        </FormField>
        <FormField
          label={t("bank.ifscCode")}
          hint={lookup.isFetching ? t("bank.ifscChecking") : t("bank.ifscHint")}
          error={errors.ifscCode?.message ?? (ifscUnknown ? t("bank.ifscUnknown") : undefined)}
          required
        >
          <Input autoCapitalize="characters" autoComplete="off" spellCheck={false} maxLength={11} {...register("ifscCode")} />
        </FormField>
        <FormField label={t("bank.bankName")} hint={t("bank.bankNameHint")}>
          <Input value={lookup.data?.bankName ?? ""} readOnly className="bg-muted" aria-live="polite" />
        </FormField>
        <FormField label={t("bank.branch")} hint={t("bank.branchHint")} error={errors.branch?.message} required className="sm:col-span-2">
          <Input autoComplete="off" {...register("branch")} />
        </FormField>
        <Button type="submit" className="self-start sm:col-span-2 sm:justify-self-start" disabled={update.isPending || ifscUnknown}>
          {saved ? t("bank.replace") : t("bank.save")}
        </Button>
      </form>
    </div>
  );
}
