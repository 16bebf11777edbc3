import { zodResolver } from "@hookform/resolvers/zod";
import type { RequirementInput } from "@domain/schemas/requirements";
import { indiaDate } from "@domain/subscription-term";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { CategoryOptions } from "@web/components/forms/category-options";
import { Button } from "@web/components/ui/button";
import { FormField } from "@web/components/ui/form-field";
import { Input } from "@web/components/ui/input";
import { Select } from "@web/components/ui/select";
import { Textarea } from "@web/components/ui/textarea";
import { errorMessage } from "@web/lib/api-client";
import { useCategoryName } from "@web/lib/category-text";
import { toastError, toastSuccess } from "@web/lib/toast";
import { usePostRequirement } from "../api/post-requirement";
import { EMPTY_REQUIREMENT_FORM, requirementFormSchema, type RequirementFormValues } from "../requirement-form-schema";

/** "Post a requirement": what the buyer needs, how many, at what price, where and by when. */
export function RequirementForm({ onPosted }: { onPosted: (requirementId: string) => void }) {
  const { t } = useTranslation("requirements");
  const categoryName = useCategoryName();
  const post = usePostRequirement();
  const { register, handleSubmit, formState } = useForm<RequirementFormValues, unknown, RequirementInput>({
    resolver: zodResolver(requirementFormSchema),
    defaultValues: EMPTY_REQUIREMENT_FORM,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (input) => {
    try {
      const posted = await post.mutateAsync(input);
      toastSuccess(t("form.posted"), t("form.postedText", { category: categoryName(posted.category) }));
      onPosted(posted.id);
    } catch (error) {
      toastError(t("form.failed"), errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2">
      <FormField label={t("fields.category")} error={errors.category?.message} required>
        <Select {...register("category")}>
          <option value="">{t("fields.chooseCategory")}</option>
          <CategoryOptions />
        </Select>
      </FormField>
      <FormField label={t("fields.productName")} error={errors.productName?.message} required>
        <Input maxLength={120} placeholder={t("fields.productNamePlaceholder")} {...register("productName")} />
      </FormField>
      <FormField label={t("fields.details")} error={errors.details?.message} className="sm:col-span-2">
        <Textarea maxLength={2000} rows={4} placeholder={t("fields.detailsPlaceholder")} {...register("details")} />
      </FormField>
      <FormField label={t("fields.quantity")} error={errors.quantity?.message} required>
        <Input inputMode="numeric" autoComplete="off" {...register("quantity")} />
      </FormField>
      <FormField label={t("fields.targetPrice")} hint={t("fields.targetPriceHint")} error={errors.targetPrice?.message}>
        <Input inputMode="decimal" autoComplete="off" {...register("targetPrice")} />
      </FormField>
      <FormField label={t("fields.deliveryCity")} error={errors.deliveryCity?.message} required>
        <Input autoComplete="address-level2" maxLength={100} {...register("deliveryCity")} />
      </FormField>
      <FormField label={t("fields.deliveryPincode")} error={errors.deliveryPincode?.message} required>
        <Input inputMode="numeric" autoComplete="postal-code" maxLength={6} {...register("deliveryPincode")} />
      </FormField>
      <FormField label={t("fields.neededBy")} hint={t("fields.neededByHint")} error={errors.neededBy?.message}>
        <Input type="date" min={indiaDate(new Date())} {...register("neededBy")} />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={formState.isSubmitting} className="w-full sm:w-auto">
          {formState.isSubmitting ? t("form.posting") : t("form.submit")}
        </Button>
      </div>
    </form>
  );
}
