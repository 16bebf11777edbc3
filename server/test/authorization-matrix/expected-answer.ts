import type { RoutePolicy } from "../../plugins/route-policy";
import type { MatrixRole } from "./matrix-callers";

/**
 * What a caller must get from a route, from its declared policy alone:
 * - refused: the guard answers this status and code before anything else runs;
 * - not-found: through the guard, but the object in the path is someone else's, so it does not exist for them;
 * - unsigned: a route for the payment provider, which proves itself by a signature no caller here has: any 4xx;
 * - through: past the guard (any answer but 401, 403 and 5xx; 400 counts, since bodies are minimal); when the caller
 *   owns the object in the path (or administers it), also not 404, or the matrix would not test what it claims.
 */
export type Expected =
  | { kind: "refused"; status: 401 | 403; code: "UNAUTHENTICATED" | "FORBIDDEN" | "TWO_FACTOR_REQUIRED" }
  | { kind: "not-found" }
  | { kind: "unsigned" }
  | { kind: "through"; findsObject: boolean };

const SIGNED_IN: readonly MatrixRole[] = ["buyer", "other buyer", "seller", "other seller", "admin without 2FA", "admin"];
// Administrators' profiles are buyer accounts (signInAs), and the guards admit them to the buyer and seller areas
// once they have a second factor; without one, only their own account's routes (owns "self" when signed in).
const ADMITTED: Record<"buyer" | "seller", readonly MatrixRole[]> = {
  buyer: ["buyer", "other buyer", "admin"],
  seller: ["seller", "other seller", "admin"],
};

const UNAUTHENTICATED = { kind: "refused", status: 401, code: "UNAUTHENTICATED" } as const;
const FORBIDDEN = { kind: "refused", status: 403, code: "FORBIDDEN" } as const;
const TWO_FACTOR_REQUIRED = { kind: "refused", status: 403, code: "TWO_FACTOR_REQUIRED" } as const;

export function expectedAnswer(policy: RoutePolicy, role: MatrixRole): Expected {
  if (policy.audience === "provider-signed") return { kind: "unsigned" };
  if (!("owns" in policy)) return { kind: "through", findsObject: false };
  if (role === "anonymous") return UNAUTHENTICATED;
  switch (policy.audience) {
    case "admin":
      if (role === "admin") return { kind: "through", findsObject: true };
      if (role === "admin without 2FA") return TWO_FACTOR_REQUIRED;
      return FORBIDDEN;
    case "buyer":
    case "seller":
      if (role === "admin without 2FA") return TWO_FACTOR_REQUIRED;
      if (!ADMITTED[policy.audience].includes(role)) return FORBIDDEN;
      return ownership(policy.owns, role, policy.audience);
    case "signed-in":
      if (!SIGNED_IN.includes(role)) return UNAUTHENTICATED;
      if (role === "admin without 2FA" && policy.owns !== "self") return TWO_FACTOR_REQUIRED;
      // The only signed-in routes with an object in the path are the buyer's checkouts.
      return ownership(policy.owns, role, "buyer");
  }
}

function ownership(owns: Extract<RoutePolicy, { owns: unknown }>["owns"], role: MatrixRole, ownerRole: MatrixRole): Expected {
  switch (owns) {
    case "order":
    case "checkout":
    case "product":
    case "document":
    case "return":
    case "subscription-payment":
    case "invoice":
    case "thread":
    case "quote":
    case "requirement":
    case "buy-lead":
    case "review":
      return role === ownerRole ? { kind: "through", findsObject: true } : { kind: "not-found" };
    case "self":
    case "nothing":
      return { kind: "through", findsObject: false };
  }
}
