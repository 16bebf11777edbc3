import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  adminPlanChangeSchema,
  adminPlanSchema,
  adminSubscriptionListSchema,
  adminSubscriptionQuerySchema,
  adminSubscriptionRowSchema,
  planInputSchema,
  subscriptionStatsSchema,
} from "@domain/schemas/admin-subscriptions";
import type { AppContext } from "../../app-context";
import { createPlan, deletePlan, listAdminPlans, updatePlan } from "../../modules/admin/admin-plans";
import { changeSellerPlan, listAdminSubscriptions, subscriptionStats } from "../../modules/admin/admin-subscriptions";
import { requireUser } from "../../plugins/guards";

const tags = ["admin subscriptions"];
// Administrators manage every seller's subscription and every plan: no ownership to check.
const config = { policy: { audience: "admin", owns: "nothing" } } as const;
const planParams = z.strictObject({ planId: z.string().max(100) });

/** Subscriptions: stats, every subscription, a seller's plan changed by hand, and the plans themselves. */
export const adminSubscriptionsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/subscriptions/stats",
      { config, schema: { tags, summary: "Subscribers in total and per plan, and the monthly recurring revenue (GST excluded)", response: { 200: subscriptionStatsSchema } } },
      async () => subscriptionStats(ctx.db),
    );

    app.get(
      "/subscriptions",
      { config, schema: { tags, summary: "Every subscription, newest first, by plan and status", querystring: adminSubscriptionQuerySchema, response: { 200: adminSubscriptionListSchema } } },
      async (request) => listAdminSubscriptions(ctx.db, request.query),
    );

    app.post(
      "/subscriptions/change-plan",
      {
        config,
        schema: {
          tags,
          summary: "Put a seller on a plan: a new active yearly subscription of one year from today, no payment (audited)",
          body: adminPlanChangeSchema,
          response: { 201: adminSubscriptionRowSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await changeSellerPlan(ctx, requireUser(request).id, request.body)),
    );

    app.get(
      "/plans",
      { config, schema: { tags, summary: "Every plan, on offer or not, cheapest first, with its subscriber count", response: { 200: z.array(adminPlanSchema) } } },
      async () => listAdminPlans(ctx.db),
    );

    app.post(
      "/plans",
      { config, schema: { tags, summary: "Create a plan (audited); a duplicate name is 409 PLAN_NAME_TAKEN", body: planInputSchema, response: { 201: adminPlanSchema } } },
      async (request, reply) => reply.code(201).send(await createPlan(ctx, requireUser(request).id, request.body)),
    );

    app.put(
      "/plans/:planId",
      {
        config,
        schema: {
          tags,
          summary: "Save a plan (audited); a new search priority re-ranks its sellers' products, an inactive plan leaves /subscription",
          params: planParams,
          body: planInputSchema,
          response: { 200: adminPlanSchema },
        },
      },
      async (request) => updatePlan(ctx, requireUser(request).id, request.params.planId, request.body),
    );

    app.delete(
      "/plans/:planId",
      {
        config,
        schema: {
          tags,
          summary: "Delete a plan nobody has been on (audited)",
          description: "422 PLAN_HAS_SUBSCRIBERS with active subscribers; 409 PLAN_HAS_HISTORY with past subscriptions only (deactivate it instead).",
          params: planParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deletePlan(ctx, requireUser(request).id, request.params.planId);
        return reply.code(204).send(null);
      },
    );
  };
