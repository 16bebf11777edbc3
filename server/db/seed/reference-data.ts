import { CATEGORIES } from "@domain/categories";
import { DEFAULT_PLATFORM_FEE_PERCENT } from "@domain/fees";
import type { Executor } from "../client";
import { categories, platformSettings, subscriptionPlans } from "../schema";

const rupees = (r: number) => r * 100;

export const DEMO_PLANS: (typeof subscriptionPlans.$inferInsert)[] = [
  {
    name: "Free",
    priceMonthly: 0,
    priceYearly: 0,
    productListingsLimit: 10,
    features: ["List up to 10 products", "Standard search placement", "Email support"],
    searchPriority: "Low",
    analyticsLevel: "Basic",
    logisticsAccessLevel: "Basic",
    supportLevel: "Email Only",
  },
  {
    name: "Standard",
    priceMonthly: rupees(999),
    priceYearly: rupees(9990),
    productListingsLimit: 50,
    features: ["List up to 50 products", "Verified seller badge", "Better search placement", "Sales analytics", "Email and chat support"],
    hasVerifiedBadge: true,
    searchPriority: "Medium",
    analyticsLevel: "Standard",
    logisticsAccessLevel: "Standard",
    supportLevel: "Email and Chat",
    adCreditsMonthly: rupees(500),
  },
  {
    name: "Premium",
    priceMonthly: rupees(2499),
    priceYearly: rupees(24990),
    productListingsLimit: 250,
    features: [
      "List up to 250 products",
      "Verified seller badge",
      "Top search placement",
      "Featured seller spot",
      "Advanced analytics",
      "Priority logistics rates",
      "Priority phone support",
    ],
    hasVerifiedBadge: true,
    searchPriority: "High",
    analyticsLevel: "Advanced",
    isFeaturedSeller: true,
    logisticsAccessLevel: "Priority",
    supportLevel: "Priority Phone",
    adCreditsMonthly: rupees(2000),
    isMostPopular: true,
  },
  {
    name: "Enterprise",
    priceMonthly: rupees(9999),
    priceYearly: rupees(99990),
    productListingsLimit: 100000,
    features: [
      "Unlimited product listings",
      "Verified seller badge",
      "Highest search placement",
      "Dedicated account manager",
      "Custom analytics and reports",
      "Dedicated logistics support",
      "24x7 support",
    ],
    hasVerifiedBadge: true,
    searchPriority: "Highest",
    analyticsLevel: "Custom",
    isFeaturedSeller: true,
    logisticsAccessLevel: "Dedicated",
    hasAccountManager: true,
    supportLevel: "24x7 Dedicated",
    adCreditsMonthly: rupees(10000),
    isEnterprise: true,
  },
];

/** Categories, plans and the global fee: the platform needs them to run, demo or not. Idempotent. */
export async function seedReferenceData(db: Executor) {
  await db
    .insert(categories)
    .values(
      CATEGORIES.map((c, i) => ({
        name: c.name,
        slug: c.slug,
        description: c.description,
        imageUrl: `/images/categories/${c.slug}.svg`,
        displayOrder: i,
      })),
    )
    .onConflictDoNothing();
  await db.insert(subscriptionPlans).values(DEMO_PLANS).onConflictDoNothing();
  await db
    .insert(platformSettings)
    .values({ key: "global_platform_fee", value: DEFAULT_PLATFORM_FEE_PERCENT })
    .onConflictDoNothing();
}
