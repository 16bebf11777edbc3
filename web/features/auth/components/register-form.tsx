import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm, type FieldError } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "@web/lib/i18n";
import { useNavigate } from "react-router";
import { BUSINESS_SUBTYPES_BY_ACCOUNT_TYPE } from "@domain/accounts";
import { registrationFormSchema, type RegistrationFormValues } from "@domain/schemas/registration";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { errorMessage, serverFieldErrors } from "@web/lib/api-client";
import { toastError, toastSuccess } from "@web/lib/toast";
import { useRegister } from "../api/register";
import { Notice } from "./notice";

/** The spec's registration toast lasts 5 seconds, then the user goes to /login. */
const REDIRECT_AFTER_MS = 5000;

const emptyValues = {
  contactPerson: "",
  email: "",
  accountType: "",
  businessSubtype: "",
  companyName: "",
  phone: "",
  gstNumber: "",
  password: "",
  confirmPassword: "",
} as unknown as RegistrationFormValues;

type FieldName = keyof RegistrationFormValues;

export function RegisterForm() {
  const { t } = useTranslation("auth");
  const navigate = useNavigate();
  const registerAccount = useRegister();
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const { register, handleSubmit, watch, setValue, setError, formState } = useForm({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: emptyValues,
  });
  const errors = formState.errors;
  const accountType = watch("accountType");
  const businessTypes = accountType ? BUSINESS_SUBTYPES_BY_ACCOUNT_TYPE[accountType] : [];

  useEffect(() => {
    if (!registeredEmail) return;
    const timer = setTimeout(() => void navigate("/login"), REDIRECT_AFTER_MS);
    return () => clearTimeout(timer);
  }, [registeredEmail, navigate]);

  const onSubmit = handleSubmit(async ({ confirmPassword, ...values }) => {
    if (values.password !== confirmPassword) {
      toastError(t("register.mismatchTitle"), t("register.mismatchDescription"));
      return;
    }
    try {
      // Registered in the page's language: the verification email and every later one come in it.
      const body = { ...values, gstNumber: values.accountType === "seller" ? values.gstNumber : undefined, language: currentLanguage() };
      const result = await registerAccount.mutateAsync(body);
      setRegisteredEmail(result.email);
      toastSuccess(t("register.successTitle"), t("register.successDescription"));
    } catch (error) {
      for (const { path, message } of serverFieldErrors(error)) {
        if (path in emptyValues) setError(path as FieldName, { type: "server", message });
      }
      toastError(t("register.failedTitle"), errorMessage(error));
    }
  });

  /** Client messages are translation keys; the server's are already sentences. */
  const errorText = (error?: FieldError) => (!error?.message ? undefined : error.type === "server" ? error.message : t(`register.errors.${error.message}`));

  if (registeredEmail) {
    return (
      <Notice tone="success" title={t("register.successTitle")}>
        <p>{t("register.checkInbox", { email: registeredEmail })}</p>
      </Notice>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2">
      <FormField label={t("fields.contactPerson")} error={errorText(errors.contactPerson)} required>
        <Input autoComplete="name" {...register("contactPerson")} />
      </FormField>
      <FormField label={t("fields.email")} error={errorText(errors.email)} required>
        <Input type="email" autoComplete="email" {...register("email")} />
      </FormField>
      <FormField label={t("fields.accountType")} error={errorText(errors.accountType)} required>
        <Select {...register("accountType", { onChange: () => setValue("businessSubtype", "" as RegistrationFormValues["businessSubtype"]) })}>
          <option value="">{t("register.chooseAccountType")}</option>
          <option value="seller">{t("accountTypes.seller")}</option>
          <option value="buyer">{t("accountTypes.buyer")}</option>
        </Select>
      </FormField>
      <FormField label={t("fields.businessType")} error={errorText(errors.businessSubtype)} required>
        <Select disabled={!accountType} {...register("businessSubtype")}>
          <option value="">{accountType ? t("register.chooseBusinessType") : t("register.chooseAccountTypeFirst")}</option>
          {businessTypes.map((type) => (
            <option key={type} value={type}>
              {t(`businessTypes.${type}`)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t("fields.companyName")} error={errorText(errors.companyName)} required>
        <Input autoComplete="organization" {...register("companyName")} />
      </FormField>
      <FormField label={t("fields.phone")} error={errorText(errors.phone)} hint={t("register.phoneHint")} required>
        <Input type="tel" autoComplete="tel-national" inputMode="tel" {...register("phone")} />
      </FormField>
      {accountType === "seller" ? (
        <FormField label={t("fields.gstNumber")} error={errorText(errors.gstNumber)} hint={t("register.gstHint")} className="sm:col-span-2" required>
          <Input autoCapitalize="characters" maxLength={15} {...register("gstNumber")} />
        </FormField>
      ) : null}
      <FormField label={t("fields.password")} error={errorText(errors.password)} hint={t("register.passwordHint")} required>
        <Input type="password" autoComplete="new-password" {...register("password")} />
      </FormField>
      <FormField label={t("fields.confirmPassword")} error={errorText(errors.confirmPassword)} required>
        <Input type="password" autoComplete="new-password" {...register("confirmPassword")} />
      </FormField>
      <Button type="submit" className="sm:col-span-2" disabled={registerAccount.isPending}>
        {registerAccount.isPending ? t("register.submitting") : t("register.submit")}
      </Button>
    </form>
  );
}
