import type { FastifyInstance, RouteOptions } from "fastify";

/** The audiences whose guard (plugins/guards.ts) checks the session before anything else runs. */
export type GuardedAudience = "signed-in" | "buyer" | "seller" | "admin";

/**
 * Who may call a route that has no session guard:
 * - public: anyone (catalogue, registration, health, API docs);
 * - provider-signed: the payment provider, proven by a signature over the body rather than a session;
 * - auth-service: better-auth's own endpoints under /api/auth, which check credentials themselves;
 * - dev-only: development aids that production never mounts (the dev mailbox);
 * - simulator: the built-in payment simulator, which checks the provider's API credentials like Cashfree does.
 */
export type UnguardedAudience = "public" | "provider-signed" | "auth-service" | "dev-only" | "simulator";

/**
 * Whose data a guarded route reads or changes, so a test can check that nobody else reaches it:
 * - order: the order named by `:orderId` must be the caller's (as its buyer, or as its seller); anyone else gets 404;
 * - checkout: the checkout named by `:orderId` (its payment order id) must be the caller's; anyone else gets 404;
 * - product: the product named by `:id` must be the calling seller's own; anyone else (another seller, an admin
 *   passing the seller guard) gets 404, on every route under it (its media included);
 * - document: the KYC document named by `:id` must be the calling seller's own; anyone else (another seller, an
 *   admin passing the seller guard) gets 404, its file included;
 * - return: the return request named by `:returnId` must be the calling seller's; anyone else (another seller, an
 *   admin passing the seller guard) gets 404;
 * - subscription-payment: the plan payment named by `:paymentOrderId` must be the calling seller's; anyone else gets 404;
 * - invoice: the tax invoice named by `:invoiceId` must be the calling seller's; anyone else gets 404;
 * - thread: the conversation named by `:threadId` must be the caller's (as its buyer in the buyer folder, as its
 *   seller in the seller folder); anyone else gets 404, its messages, attachments and quotes included;
 * - quote: the quotation named by `:quoteId` must be in one of the caller's conversations (buyer or seller side, as
 *   the folder says); anyone else gets 404;
 * - requirement: the requirement named by `:requirementId` must be the calling buyer's own; anyone else gets 404;
 * - buy-lead: the requirement named by `:requirementId` must be open to the calling seller (a category it sells
 *   in); any other seller gets 404;
 * - review: the review named by `:reviewId` must be the calling buyer's own (in the buyer folder), or of the calling
 *   seller's product (in the seller folder); anyone else gets 404, its photos included;
 * - self: only the caller's own rows, found through the session (their lists, profile, wishlist entries);
 * - nothing: no account's private rows (an admin-wide action, or a check with no data).
 */
export type Ownership =
  | "order"
  | "checkout"
  | "product"
  | "document"
  | "return"
  | "subscription-payment"
  | "invoice"
  | "thread"
  | "quote"
  | "requirement"
  | "buy-lead"
  | "review"
  | "self"
  | "nothing";

export type RoutePolicy = { audience: UnguardedAudience } | { audience: GuardedAudience; owns: Ownership };
export type RouteAudience = RoutePolicy["audience"];

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route and whose rows it touches; every route under /api declares one (checked at boot). */
    policy?: RoutePolicy;
  }
}

export type DeclaredRoute = { method: string; url: string; hasBody: boolean; policy: RoutePolicy | undefined };

const routeTables = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/**
 * Called on the root instance before any route: records every route with its policy, and refuses to start (the
 * app's `ready()` rejects) when a route under /api declares none. The check waits for onReady because a plugin's
 * routes may receive their policy from an enclosing scope (see assignPolicy), whose hook runs after this one.
 */
export function enforceRoutePolicies(app: FastifyInstance) {
  const table: { method: string; options: RouteOptions }[] = [];
  app.addHook("onRoute", (options) => {
    for (const method of [options.method].flat()) table.push({ method, options });
  });
  app.addHook("onReady", async () => {
    const routes = table.map(({ method, options }) => ({
      method,
      url: options.url,
      hasBody: Boolean(options.schema?.body),
      policy: options.config?.policy,
    }));
    const undeclared = routes.filter((route) => isApiPath(route.url) && !route.policy);
    if (undeclared.length) {
      const list = undeclared.map((route) => `${route.method} ${route.url}`).join(", ");
      throw new Error(`Routes under /api must declare config.policy (see server/plugins/route-policy.ts): ${list}`);
    }
    routeTables.set(app, routes);
  });
}

/** Every route of a started app with its declared policy, as registered (HEAD twins included). */
export function declaredRoutes(app: FastifyInstance): DeclaredRoute[] {
  const routes = routeTables.get(app);
  if (!routes) throw new Error("declaredRoutes: the app was built without enforceRoutePolicies, or is not ready yet");
  return routes;
}

/**
 * A folder's routes must declare the audience its guard enforces (applyGuard calls this), so a route cannot claim
 * to be public while sitting behind the seller guard, nor be written for buyers in the seller folder.
 */
export function requireAudience(scope: FastifyInstance, audience: RouteAudience) {
  scope.addHook("onRoute", (options) => {
    const declared = options.config?.policy?.audience;
    if (declared !== audience) {
      throw new Error(
        `${[options.method].flat().join(",")} ${options.url} declares audience "${declared ?? "(none)"}" but its folder's guard admits "${audience}"`,
      );
    }
  });
}

/** Gives one policy to the routes of a third-party plugin registered in this scope (API docs, the simulator). */
export function assignPolicy(scope: FastifyInstance, policy: RoutePolicy) {
  scope.addHook("onRoute", (options) => {
    options.config = { ...options.config, policy };
  });
}

function isApiPath(url: string) {
  return url === "/api" || url.startsWith("/api/");
}
