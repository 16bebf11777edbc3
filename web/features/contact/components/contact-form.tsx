import { zodResolver } from "@hookform/resolvers/zod";
import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Textarea } from "@web/components/ui/textarea";
import { contactSchema, type ContactValues } from "../contact-schema";

const emptyValues: ContactValues = { name: "", email: "", subject: "", message: "" };

/** All four fields are required. Sending only thanks the visitor and clears the form: no call is made. */
export function ContactForm() {
  const { t } = useTranslation("public");
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: emptyValues });

  const onSubmit = () => {
    setSent(true);
    reset(emptyValues);
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)} className="flex flex-col gap-4">
      <div role="status" aria-live="polite">
        {sent ? (
          <div className="flex gap-3 rounded-md border border-green-200 bg-green-50 p-4 text-green-900">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">{t("contact.thankYouTitle")}</p>
              <p className="text-sm">{t("contact.thankYou")}</p>
            </div>
          </div>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("contact.name")} error={errors.name?.message} required>
          <Input autoComplete="name" {...register("name", { onChange: () => setSent(false) })} />
        </FormField>
        <FormField label={t("contact.email")} error={errors.email?.message} required>
          <Input type="email" autoComplete="email" {...register("email")} />
        </FormField>
      </div>
      <FormField label={t("contact.subject")} error={errors.subject?.message} required>
        <Input {...register("subject")} />
      </FormField>
      <FormField label={t("contact.message")} error={errors.message?.message} required>
        <Textarea rows={6} {...register("message")} />
      </FormField>
      <Button type="submit" className="self-start">
        {t("contact.submit")}
      </Button>
    </form>
  );
}
