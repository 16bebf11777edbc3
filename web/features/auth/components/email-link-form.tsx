import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { emailLinkSchema, type EmailLinkValues } from "../auth-schemas";

interface EmailLinkFormProps {
  /** Called with the validated, trimmed address. */
  onSubmit: (email: string) => Promise<void> | void;
  /** The submit button, worded and styled by the caller. */
  children: ReactNode;
  className?: string;
}

/** One required email field: where to send a link (password reset, a new verification link). */
export function EmailLinkForm({ onSubmit, children, className }: EmailLinkFormProps) {
  const { t } = useTranslation("auth");
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailLinkValues>({ resolver: zodResolver(emailLinkSchema), defaultValues: { email: "" } });

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(({ email }) => onSubmit(email))(event)} className={className}>
      <FormField label={t("fields.email")} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" {...register("email")} />
      </FormField>
      {children}
    </form>
  );
}
