import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
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
  });
  // The docs are public; swagger-ui registers its own routes, so they get their policy from this scope.
  await app.register(async (docs) => {
    assignPolicy(docs, { audience: "public" });
    await docs.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  });
}
