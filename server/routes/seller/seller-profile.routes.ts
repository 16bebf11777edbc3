import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { bankDetailsInputSchema, ifscLookupParamsSchema, ifscLookupSchema } from "@domain/schemas/seller-bank-details";
import { sellerProfileSchema, sellerProfileUpdateSchema } from "@domain/schemas/seller-profile";
import type { AppContext } from "../../app-context";
import { AppError } from "../../errors";
import { updateBankDetails } from "../../modules/seller-profile/bank-details";
import { lookupIfsc } from "../../modules/seller-profile/ifsc-directory";
import { getSellerProfile, updateSellerProfile } from "../../modules/seller-profile/seller-profile";
import { requireUser } from "../../plugins/guards";

const tags = ["seller settings"];
const config = { policy: { audience: "seller", owns: "self" } } as const;

/** The Settings page: business profile, payout bank account and the IFSC lookup that fills in the bank's name. */
export const sellerProfileRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      "/profile",
      { config, schema: { tags, summary: "The seller's business profile and bank details (account number masked)", response: { 200: sellerProfileSchema } } },
      async (request) => getSellerProfile(ctx.db, requireUser(request).id),
    );

    app.put(
      "/profile",
      {
        config,
        schema: {
          tags,
          summary: "Update company, contact person, mobile and address; the GSTIN only until the seller is verified (422 GSTIN_LOCKED)",
          body: sellerProfileUpdateSchema,
          response: { 200: sellerProfileSchema },
        },
      },
      async (request) => updateSellerProfile(ctx.db, requireUser(request).id, request.body),
    );

    app.put(
      "/bank-details",
      {
        config,
        schema: {
          tags,
          summary:
            "Set the payout bank account (the number twice); the IFSC must be in the published dataset (422 IFSC_NOT_FOUND), which names the bank. A change emails the seller. The answer shows only the last four digits",
          body: bankDetailsInputSchema,
          response: { 200: sellerProfileSchema },
        },
      },
      async (request) => updateBankDetails(ctx, requireUser(request).id, request.body),
    );

    app.get(
      "/ifsc/:code",
      {
        config: { policy: { audience: "seller", owns: "nothing" } },
        schema: { tags, summary: "The bank of an IFSC, from the published IFSC dataset (422 IFSC_NOT_FOUND when unknown)", params: ifscLookupParamsSchema, response: { 200: ifscLookupSchema } },
      },
      async (request) => {
        const bank = lookupIfsc(request.params.code);
        if (!bank) throw new AppError("IFSC_NOT_FOUND");
        return bank;
      },
    );
  };
