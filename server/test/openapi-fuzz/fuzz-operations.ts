/** The operations a fuzz run aims at: every route of the app's OpenAPI document, and better-auth's main endpoints. */

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
};

export type FuzzOperation = {
  method: string;
  /** An OpenAPI path template: /api/buyer/orders/{orderId}. */
  path: string;
  query: Record<string, JsonSchema>;
  /** The JSON body's schema; undefined when the operation takes no body. */
  body?: JsonSchema;
  /** Succeeding would end the caller's session (sign-out): always sent without one, so later requests keep theirs. */
  endsSession?: boolean;
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string; schema?: JsonSchema }[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

export function operationsFromOpenApi(doc: OpenApiDocument): FuzzOperation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      query: Object.fromEntries(
        (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => [p.name, p.schema ?? {}]),
      ),
      body: operation.requestBody?.content?.["application/json"]?.schema ?? (method === "get" ? undefined : { type: "object" }),
    })),
  );
}

const text: JsonSchema = { type: "string" };
const email: JsonSchema = { type: "string", format: "email" };
const object = (properties: Record<string, JsonSchema>): JsonSchema => ({ type: "object", properties });

/** better-auth's endpoints are not in the document (they are its own); these are the ones the web app calls. */
export const AUTH_OPERATIONS: FuzzOperation[] = [
  { method: "POST", path: "/api/auth/sign-in/email", query: {}, body: object({ email, password: text, rememberMe: { type: "boolean" } }) },
  { method: "POST", path: "/api/auth/two-factor/verify-totp", query: {}, body: object({ code: text, trustDevice: { type: "boolean" } }) },
  { method: "POST", path: "/api/auth/request-password-reset", query: {}, body: object({ email, redirectTo: text }) },
  { method: "POST", path: "/api/auth/reset-password", query: { token: text }, body: object({ newPassword: text, token: text }) },
  {
    method: "POST",
    path: "/api/auth/change-password",
    query: {},
    body: object({ currentPassword: text, newPassword: text, revokeOtherSessions: { type: "boolean" } }),
  },
  { method: "GET", path: "/api/auth/reset-password/{token}", query: { callbackURL: text } },
  { method: "POST", path: "/api/auth/sign-out", query: {}, body: object({}), endsSession: true },
  { method: "GET", path: "/api/auth/get-session", query: { disableCookieCache: { type: "boolean" } } },
];
