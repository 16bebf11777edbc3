import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ENQUIRIES_PER_HOUR } from "@domain/conversations";
import { acceptedQuoteSchema, enquiryInputSchema, quoteIdParamsSchema, threadCreatedSchema } from "@domain/schemas/conversations";
import { requirementIdParamsSchema, requirementInputSchema, requirementListQuerySchema, requirementListSchema, requirementSchema } from "@domain/schemas/requirements";
import type { AppContext } from "../../app-context";
import { startEnquiry } from "../../modules/conversations/start-enquiry";
import { acceptQuote } from "../../modules/quotations/quote-decisions";
import { cancelRequirement, getBuyerRequirement, listBuyerRequirements, postRequirement } from "../../modules/requirements/buyer-requirements";
import { requireUser } from "../../plugins/guards";
import { partyConversationRoutes } from "../conversation-routes";

const tags = ["buyer enquiries"];
const own = { policy: { audience: "buyer", owns: "self" } } as const;
const requirement = { policy: { audience: "buyer", owns: "requirement" } } as const;
/** Per account: a buyer may start this many enquiries (or post requirements) an hour. */
const enquiryRateLimit = {
  max: ENQUIRIES_PER_HOUR,
  timeWindow: "1 hour",
  hook: "preHandler",
  keyGenerator: (request: { currentUser: { id: string } | null; ip: string }) => `enquiries:${request.currentUser?.id ?? request.ip}`,
} as const;

/** Negotiation, the buyer's side: enquiries, conversations, accepting quotes, posted requirements. */
export const buyerNegotiationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(partyConversationRoutes(ctx, "buyer"));

    app.post(
      "/enquiries",
      {
        config: { ...own, rateLimit: enquiryRateLimit },
        schema: {
          tags,
          summary: "Contact Seller / Get Best Price: start a conversation about a product (quantity ≥ its minimum order) or with a seller",
          body: enquiryInputSchema,
          response: { 201: threadCreatedSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await startEnquiry(ctx, requireUser(request).id, request.body)),
    );

    app.post(
      "/quotes/:quoteId/accept",
      {
        config: { policy: { audience: "buyer", owns: "quote" } },
        schema: {
          tags,
          summary: "Accept a quotation (once, before it expires): its line, at the quoted price, is what checkout will charge (409 QUOTE_EXPIRED, QUOTE_NOT_OPEN)",
          params: quoteIdParamsSchema,
          response: { 200: acceptedQuoteSchema },
        },
      },
      async (request) => acceptQuote(ctx, requireUser(request).id, request.params.quoteId),
    );

    app.post(
      "/requirements",
      {
        config: { ...own, rateLimit: enquiryRateLimit },
        schema: { tags, summary: "Post a requirement for the sellers of a category (open 30 days)", body: requirementInputSchema, response: { 201: requirementSchema } },
      },
      async (request, reply) => reply.code(201).send(await postRequirement(ctx, requireUser(request).id, request.body)),
    );

    app.get(
      "/requirements",
      { config: own, schema: { tags, summary: "The buyer's requirements, newest first", querystring: requirementListQuerySchema, response: { 200: requirementListSchema } } },
      async (request) => listBuyerRequirements(ctx.db, requireUser(request).id, request.query),
    );

    app.get(
      "/requirements/:requirementId",
      { config: requirement, schema: { tags, summary: "One of the buyer's requirements", params: requirementIdParamsSchema, response: { 200: requirementSchema } } },
      async (request) => getBuyerRequirement(ctx.db, requireUser(request).id, request.params.requirementId),
    );

    app.post(
      "/requirements/:requirementId/cancel",
      {
        config: requirement,
        schema: { tags, summary: "Withdraw an open requirement (409 REQUIREMENT_CLOSED)", params: requirementIdParamsSchema, response: { 200: requirementSchema } },
      },
      async (request) => cancelRequirement(ctx, requireUser(request).id, request.params.requirementId),
    );
  };
