import openapiTS, { astToString } from "openapi-typescript";
import { buildApp } from "../server/app";
import { parseConfig } from "../server/config";
import { openPglite } from "../server/db/client";
import { migrate } from "../server/db/migrate";

export const API_TYPES_FILE = new URL("../web/lib/api-schema.d.ts", import.meta.url);

const HEADER = "// Generated from the server's OpenAPI document by `npm run api:types`. Do not edit.\n\n";

/** The server's own OpenAPI document, read from the real app on an empty in-memory database. */
export async function readOpenApiDocument() {
  const database = await openPglite();
  await migrate(database);
  const config = parseConfig({ NODE_ENV: "test", SERVE_WEB: "false", PUBLIC_URL: "http://localhost:3000", LOG_LEVEL: "silent" });
  const app = await buildApp(config, { database });
  try {
    await app.ready();
    return app.swagger();
  } finally {
    await app.close();
  }
}

type JsonSchema = { required?: unknown[]; additionalProperties?: unknown; properties?: Record<string, unknown> };

/**
 * A record keyed by an enum (zod's `z.record(z.enum(…), …)`, e.g. counts by order status) reaches the OpenAPI 3.0
 * document as `additionalProperties` plus the keys in `required` (3.0 has no `propertyNames`), which
 * openapi-typescript turns into `{ [key: string]: … }`. Spell its keys out as the properties they are.
 */
function spellOutEnumKeyedRecords(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(spellOutEnumKeyedRecords);
  if (node === null || typeof node !== "object") return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, spellOutEnumKeyedRecords(value)])) as JsonSchema;
  const { required, additionalProperties: value, properties } = schema;
  if (!required?.length || properties || typeof value !== "object" || value === null) return schema;
  return { ...schema, properties: Object.fromEntries(required.map((key) => [String(key), value])), additionalProperties: false };
}

/** The TypeScript types of every path, method, parameter, body and answer, for the web's openapi-fetch client. */
export async function generateApiTypes(): Promise<string> {
  const document = spellOutEnumKeyedRecords(await readOpenApiDocument());
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return HEADER + astToString(ast);
}
