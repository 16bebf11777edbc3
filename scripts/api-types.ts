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

/** The TypeScript types of every path, method, parameter, body and answer, for the web's openapi-fetch client. */
export async function generateApiTypes(): Promise<string> {
  const document = await readOpenApiDocument();
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return HEADER + astToString(ast);
}
