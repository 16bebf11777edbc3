/** Paths that check a password, a code or a token, create an account or send an email: small bodies, strict limits. */
const AUTH_ROUTE_PATTERNS = [/^\/api\/auth\//, /^\/api\/public\/register$/, /^\/api\/public\/verify-email$/];

/** Whether a route url or a request path (without its query) is one of them. */
export function isAuthRoute(path: string): boolean {
  return AUTH_ROUTE_PATTERNS.some((pattern) => pattern.test(path));
}
