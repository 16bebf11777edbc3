import { sql } from "drizzle-orm";

/**
 * What features a seller: its subscription in force (`us`) is on a plan (`sp`) with the featured-seller perk. One
 * rule for the featured-seller strips and the plan badge of a seller's profile page.
 */
export const featuringPlanJoin = sql`join subscription_plans sp on sp.id = us.plan_id and sp.is_featured_seller`;
export const subscriptionInForce = sql`us.status = 'active'`;
