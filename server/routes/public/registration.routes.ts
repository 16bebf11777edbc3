import type { FastifyError } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { emailVerificationRequestSchema, emailVerificationResponseSchema } from "@domain/schemas/account";
import { registrationMessage, registrationResponseSchema, registrationSchema } from "@domain/schemas/registration";
import type { AppContext } from "../../app-context";
import { AppError } from "../../errors";
import { confirmEmail } from "../../modules/users/email-verification";
import { registerAccount } from "../../modules/users/registration";

type ValidationFailure = FastifyError & { validation?: { instancePath: string; message?: string }[] };

/** The shared schema's messages are keys the web translates; the API answers with their English sentences. */
function registrationValidationError(error: ValidationFailure) {
  const details = (error.validation ?? []).map((v) => ({
    path: v.instancePath.replace(/^\//, "").replace(/\//g, "."),
    message: registrationMessage(v.message ?? "is invalid"),
  }));
  const summary = details.map((d) => d.message).join(" ");
  return new AppError("VALIDATION_ERROR", summary || "The registration is invalid.", details);
}

export const registrationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      "/register",
      {
        attachValidation: true,
        config: { policy: { audience: "public" }, rateLimit: { max: 30, timeWindow: "15 minutes" } },
        schema: {
          tags: ["accounts"],
          summary: "Register a buyer or seller: user, password and profile in one transaction, then a verification email",
          body: registrationSchema,
          response: { 201: registrationResponseSchema },
        },
      },
      async (request, reply) => {
        if (request.validationError) throw registrationValidationError(request.validationError as ValidationFailure);
        const result = await registerAccount(ctx, request.body);
        return reply.status(201).send(result);
      },
    );

    app.post(
      "/verify-email",
      {
        config: { policy: { audience: "public" }, rateLimit: { max: 30, timeWindow: "1 minute" } },
        schema: {
          tags: ["accounts"],
          summary: "Confirm an email address with the token from the verification link",
          body: emailVerificationRequestSchema,
          response: { 200: emailVerificationResponseSchema },
        },
      },
      async (request) => confirmEmail(ctx, request.body.token),
    );
  };
