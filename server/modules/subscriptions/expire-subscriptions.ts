import { type SQL, and, eq, gte, isNull, lt, lte } from "drizzle-orm";
import { type Language, localisedPath } from "@domain/languages";
import { DEFAULT_PRODUCT_LISTING_LIMIT } from "@domain/plans";
import { addDays } from "@domain/subscription-term";
import type { AppContext } from "../../app-context";
import { profiles, subscriptionPlans, user, userSubscriptions } from "../../db/schema";
import { linkEmail } from "../../platform/email/account-emails";
import { enqueueEmail } from "../../platform/email/outbox";
import { shownDate, textsFor } from "../../platform/i18n/server-texts";
import { lockSubscriber, setSellerPriority } from "./start-subscription";

/** A reminder goes out when the plan has this many days left (or fewer, if a daily run was missed). */
export const REMINDER_DAYS_BEFORE_END = 3;

const renewLink = (ctx: AppContext, language: Language) => `${ctx.config.publicUrl}${localisedPath("/seller-dashboard/subscription", language)}`;

/** The active subscriptions matching `when`, with the plan's name and the seller's email and language. */
function activeSubscriptions(ctx: AppContext, when: SQL | undefined) {
  return ctx.db
    .select({
      id: userSubscriptions.id,
      userId: userSubscriptions.userId,
      endDate: userSubscriptions.endDate,
      planName: subscriptionPlans.name,
      email: user.email,
      language: profiles.language,
    })
    .from(userSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
    .innerJoin(user, eq(user.id, userSubscriptions.userId))
    .innerJoin(profiles, eq(profiles.id, userSubscriptions.userId))
    .where(and(eq(userSubscriptions.status, "active"), when));
}

/**
 * Subscriptions whose last day (end_date) is before `today` (an India date) expire: the profile stops pointing at
 * them, the seller's products lose the plan's rank, and the seller is emailed a renew link. Each in its own
 * transaction, conditional on still being active, so a second run (or another process) changes and sends nothing.
 * The seller falls back to the default listing limit; products already listed stay listed.
 */
export async function expireSubscriptions(ctx: AppContext, today: string): Promise<number> {
  let expired = 0;
  for (const subscription of await activeSubscriptions(ctx, lt(userSubscriptions.endDate, today))) {
    const changed = await ctx.db.transaction(async (tx) => {
      await lockSubscriber(tx, subscription.userId);
      const [row] = await tx
        .update(userSubscriptions)
        .set({ status: "expired" })
        .where(and(eq(userSubscriptions.id, subscription.id), eq(userSubscriptions.status, "active")))
        .returning({ id: userSubscriptions.id });
      if (!row) return false;
      await tx
        .update(profiles)
        .set({ currentSubscriptionId: null, currentSubscriptionPlanId: null })
        .where(and(eq(profiles.id, subscription.userId), eq(profiles.currentSubscriptionId, subscription.id)));
      await setSellerPriority(tx, subscription.userId, 0);
      const { language, t } = textsFor(subscription.language);
      await enqueueEmail(
        tx,
        linkEmail(
          subscription.email,
          t("planExpired.subject", { plan: subscription.planName }),
          {
            before: [
              t("planExpired.ended", { plan: subscription.planName, date: shownDate(subscription.endDate, language) }),
              t("planExpired.fallback", { limit: DEFAULT_PRODUCT_LISTING_LIMIT }),
            ],
            action: t("planExpired.action"),
            link: renewLink(ctx, language),
            after: [],
          },
          language,
        ),
      );
      return true;
    });
    if (changed) expired += 1;
  }
  return expired;
}

/** One email per subscription when it has three days left or fewer: "Your plan ends on …", with a renew link. */
export async function remindEndingSubscriptions(ctx: AppContext, today: string): Promise<number> {
  const ending = and(gte(userSubscriptions.endDate, today), lte(userSubscriptions.endDate, addDays(today, REMINDER_DAYS_BEFORE_END)), isNull(userSubscriptions.reminderSentAt));
  let reminded = 0;
  for (const subscription of await activeSubscriptions(ctx, ending)) {
    const sent = await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(userSubscriptions)
        .set({ reminderSentAt: new Date() })
        .where(and(eq(userSubscriptions.id, subscription.id), isNull(userSubscriptions.reminderSentAt)))
        .returning({ id: userSubscriptions.id });
      if (!row) return false;
      const { language, t } = textsFor(subscription.language);
      const lastDay = { plan: subscription.planName, date: shownDate(subscription.endDate, language) };
      await enqueueEmail(
        tx,
        linkEmail(
          subscription.email,
          t("planEnding.subject", lastDay),
          { before: [t("planEnding.renew", lastDay)], action: t("planEnding.action"), link: renewLink(ctx, language), after: [] },
          language,
        ),
      );
      return true;
    });
    if (sent) reminded += 1;
  }
  return reminded;
}
