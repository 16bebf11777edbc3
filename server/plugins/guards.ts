import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../app-context";
import { profiles } from "../db/schema";
import { AppError, forbidden, unauthenticated } from "../errors";
import type { CurrentUser } from "../modules/users/current-user";
import { toFetchHeaders } from "./auth";
import { requireAudience } from "./route-policy";

export type { CurrentUser };

declare module "fastify" {
  interface FastifyRequest {
    currentUser: CurrentUser | null;
  }
}

export type Audience = "signed-in" | "buyer" | "seller" | "admin";

/** Resolves the session cookie to the user and profile, once per request. */
export async function loadCurrentUser(ctx: AppContext, request: FastifyRequest): Promise<CurrentUser | null> {
  const result = await ctx.auth.api.getSession({ headers: toFetchHeaders(request) });
  if (!result) return null;
  const [profile] = await ctx.db.select().from(profiles).where(eq(profiles.id, result.user.id));
  if (!profile) return null;
  return {
    id: result.user.id,
    email: result.user.email,
    emailVerified: result.user.emailVerified,
    twoFactorEnabled: Boolean((result.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled),
    accountType: profile.accountType,
    isAdmin: profile.isAdmin,
    isActive: profile.isActive,
    isVerified: profile.isVerified,
    language: profile.language,
  };
}

/**
 * Applied once per audience folder: a route registered there cannot forget its guard. It runs on request, before
 * the body is read or validated, so a caller without access learns nothing about a route's inputs and uploads
 * are not parsed for nobody.
 */
export function applyGuard(app: FastifyInstance, ctx: AppContext, audience: Audience) {
  requireAudience(app, audience);
  app.decorateRequest("currentUser", null);
  app.addHook("onRequest", async (request) => {
    const user = await loadCurrentUser(ctx, request);
    if (!user) throw unauthenticated();
    if (!user.isActive) throw new AppError("ACCOUNT_DEACTIVATED", "This account has been deactivated. Contact support to restore it.");
    request.currentUser = user;
    if (audience === "admin" && !user.isAdmin) throw forbidden("This area is for administrators only.");
    // An administrator's session is worth more than any other, so without a second factor it opens nothing but the
    // way to enrol (better-auth's routes and the account's own two-factor and profile routes, owns "self"): not the
    // buyer or seller areas, where admin rights would otherwise reach every seller's and buyer's data.
    if (user.isAdmin && ctx.config.requireAdminTotp && !user.twoFactorEnabled && !isOwnAccountRoute(request, audience))
      throw new AppError("TWO_FACTOR_REQUIRED", "Administrators must enable two-factor authentication first.");
    if (audience === "buyer" && user.accountType !== "buyer" && !user.isAdmin) throw forbidden("This area is for buyers.");
    if (audience === "seller" && user.accountType !== "seller" && !user.isAdmin) throw forbidden("This area is for sellers.");
  });
}

/** A route of the caller's own account (its profile, its two-factor enrolment), open to any signed-in user. */
function isOwnAccountRoute(request: FastifyRequest, audience: Audience): boolean {
  const policy = request.routeOptions.config.policy;
  return audience === "signed-in" && policy !== undefined && "owns" in policy && policy.owns === "self";
}

/** The signed-in user of a guarded route (the guard has already refused anonymous requests). */
export function requireUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthenticated();
  return request.currentUser;
}
