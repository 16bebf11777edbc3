import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { errorResponseSchema } from "@domain/schemas/error-response";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { z } from "zod";

// Shared schemas with an id become components of the document, referenced instead of repeated on every route.
if (!z.globalRegistry.has(errorResponseSchema)) z.globalRegistry.add(errorResponseSchema, { id: "ErrorResponse" });
import { assignPolicy } from "./route-policy";

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: "BulkBazaar B2B Marketplace API",
        description: "Money is integer paise. Errors are `{ error: { code, message, details? } }`.",
        version: "1.0.0",
      },
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: "better-auth.session_token" } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  // The docs are public; swagger-ui registers its own routes, so they get their policy from this scope.
  await app.register(async (docs) => {
    assignPolicy(docs, { audience: "public" });
    await docs.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  });
}
