import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { planListSchema, salesEnquiryRequestSchema } from "@domain/schemas/subscriptions";
import type { AppContext } from "../../app-context";
import { listActivePlans } from "../../modules/subscriptions/plans";
import { createSalesEnquiry } from "../../modules/subscriptions/sales-enquiries";
import { loadCurrentUser } from "../../plugins/guards";

const tags = ["plans"];

/** The plans on offer, and Enterprise's Contact Sales. */
export const plansRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/plans",
      {
        config: { policy: { audience: "public" } },
        schema: { tags, summary: "The active subscription plans, cheapest first, with the monthly charge incl. 18% GST", response: { 200: planListSchema } },
      },
      async () => ({ plans: await listActivePlans(ctx.db) }),
    );

    app.post(
      "/sales-enquiries",
      {
        config: { policy: { audience: "public" }, rateLimit: { max: 10, timeWindow: "15 minutes" } },
        schema: {
          tags,
          summary: "Contact Sales about an Enterprise plan; every admin is emailed",
          body: salesEnquiryRequestSchema,
          response: { 201: z.object({ id: z.uuid() }) },
        },
      },
      async (request, reply) => {
        // Visitors may ask too; a signed-in caller's account is recorded with the enquiry.
        const caller = await loadCurrentUser(ctx, request);
        return reply.status(201).send(await createSalesEnquiry(ctx, request.body, caller?.id ?? null));
      },
    );
  };
