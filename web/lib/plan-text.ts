import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/**
 * A plan's levels (search priority, analytics, logistics access, support) and its feature lines are English text an
 * admin types. The ones the platform starts with (the seeded plans) have texts in the "common" namespace, as
 * `plans.levels.<slug>` and `plans.features.<slug>` with the slug made from the English text; anything else an admin
 * writes is shown as written.
 */
export function planTextSlug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function usePlanText(group: "levels" | "features"): (text: string) => string {
  const { t } = useTranslation("common");
  return useCallback(
    (text: string) => {
      const slug = planTextSlug(text);
      return slug ? t(`plans.${group}.${slug}`, { defaultValue: text }) : text;
    },
    [t, group],
  );
}

/** (English level, e.g. "High", "Email Only") => the level in the page's language, or as given when unknown. */
export const usePlanLevel = () => usePlanText("levels");

/** (English feature line, e.g. "Verified seller badge") => the line in the page's language, or as given when unknown. */
export const usePlanFeature = () => usePlanText("features");
