import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { blockStatusSchema, quoteIdParamsSchema, quoteInputSchema, quoteSchema, threadCreatedSchema, threadIdParamsSchema } from "@domain/schemas/conversations";
import { buyLeadListSchema, buyLeadResponseInputSchema, requirementIdParamsSchema, requirementListQuerySchema } from "@domain/schemas/requirements";
import type { AppContext } from "../../app-context";
import { setBlocked } from "../../modules/conversations/seller-blocks";
import { threadFor } from "../../modules/conversations/thread-viewer";
import { withdrawQuote } from "../../modules/quotations/quote-decisions";
import { sendQuote } from "../../modules/quotations/send-quote";
import { listBuyLeads } from "../../modules/requirements/buy-leads";
import { respondToBuyLead } from "../../modules/requirements/respond-to-buy-lead";
import { requireUser } from "../../plugins/guards";
import { messageRateLimit, partyConversationRoutes } from "../conversation-routes";

const tags = ["seller enquiries"];
const thread = { policy: { audience: "seller", owns: "thread" } } as const;

/** Negotiation, the seller's side: conversations, quotations, blocking a buyer, buy leads. */
export const sellerNegotiationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(partyConversationRoutes(ctx, "seller"));
    const seller = (request: Parameters<typeof requireUser>[0]) => {
      const user = requireUser(request);
      return { id: user.id, isVerified: user.isVerified };
    };

    app.post(
      "/threads/:threadId/quotes",
      {
        config: { ...thread, rateLimit: messageRateLimit },
        schema: {
          tags,
          summary: "Send a quotation for one of the seller's own products (any price; valid from today for up to 90 days)",
          params: threadIdParamsSchema,
          body: quoteInputSchema,
          response: { 201: quoteSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await sendQuote(ctx, requireUser(request).id, request.params.threadId, request.body)),
    );

    app.post(
      "/quotes/:quoteId/withdraw",
      {
        config: { policy: { audience: "seller", owns: "quote" } },
        schema: { tags, summary: "Withdraw a quotation the buyer has not accepted (409 QUOTE_NOT_OPEN)", params: quoteIdParamsSchema, response: { 200: quoteSchema } },
      },
      async (request) => withdrawQuote(ctx, requireUser(request).id, request.params.quoteId),
    );

    for (const [method, blocked] of [["PUT", true], ["DELETE", false]] as const) {
      app.route({
        method,
        url: "/threads/:threadId/block",
        config: thread,
        schema: {
          tags,
          summary: blocked ? "Block the conversation's buyer: no more enquiries or messages from them" : "Unblock the conversation's buyer",
          params: threadIdParamsSchema,
          response: { 200: blockStatusSchema },
        },
        handler: async (request) => {
          const sellerId = requireUser(request).id;
          const found = await threadFor(ctx.db, { side: "seller", userId: sellerId }, request.params.threadId);
          return setBlocked(ctx.db, sellerId, found.buyerId, blocked);
        },
      });
    }

    app.get(
      "/buy-leads",
      {
        config: { policy: { audience: "seller", owns: "self" } },
        schema: { tags, summary: "Open requirements in the categories the seller sells in (those of its active products), newest first", querystring: requirementListQuerySchema, response: { 200: buyLeadListSchema } },
      },
      async (request) => listBuyLeads(ctx.db, seller(request), request.query),
    );

    app.post(
      "/buy-leads/:requirementId/respond",
      {
        config: { policy: { audience: "seller", owns: "buy-lead" }, rateLimit: messageRateLimit },
        schema: {
          tags,
          summary: "Answer a buy lead: opens (or continues) a conversation with its buyer",
          params: requirementIdParamsSchema,
          body: buyLeadResponseInputSchema,
          response: { 201: threadCreatedSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await respondToBuyLead(ctx, seller(request), request.params.requirementId, request.body.message)),
    );
  };

