import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

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
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
}
