import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { indiaMonthOf } from "@domain/india-month";
import { indiaDate } from "@domain/subscription-term";
import type { App } from "../app";
import { declaredRoutes, type DeclaredRoute, type RoutePolicy } from "../plugins/route-policy";
import { expectedAnswer, type Expected } from "../test/authorization-matrix/expected-answer";
import { createMatrixCallers, MATRIX_ROLES, type MatrixRole, type OwnedObjects } from "../test/authorization-matrix/matrix-callers";
import { type Answer, injectAnswer } from "../test/inject-answer";
import { createTestApp } from "../test/test-app";

/**
 * Every route the app registers under /api, called by every kind of caller; what each must get follows from the
 * policy the route declares (server/plugins/route-policy.ts), so a new route is in the matrix the day it is added.
 */

type MatrixRoute = DeclaredRoute & { policy: RoutePolicy };

let app: App;
let callers: Record<MatrixRole, Record<string, string>>;
let owned: OwnedObjects;
beforeAll(async () => {
  app = await createTestApp({ REQUIRE_ADMIN_TOTP: "true", RATE_LIMITS: "off" });
  ({ callers, owned } = await createMatrixCallers(app));
});
afterAll(async () => app.close());

/** Valid bodies for routes that must reach their ownership check (an empty body stops at 400 before it). */
const sampleBodies: Record<string, (objects: OwnedObjects) => object> = {
  "POST /api/buyer/orders/:orderId/returns": (o) => ({ orderItemId: o.orderItemId, requestType: "return", quantity: 1, reason: "Arrived damaged" }),
  "PATCH /api/seller/orders/:orderId/status": () => ({ status: "Processing" }),
  "PATCH /api/admin/orders/:orderId/status": () => ({ status: "Processing" }),
  "POST /api/seller/payouts/:orderId/queries": () => ({ queryText: "When will this be paid?" }),
  "PUT /api/seller/products/:id": () => ({ name: "Matrix bolts", category: "Automotive", stock: 5, minOrderQuantity: 1, price: 500, tieredPricing: [], isActive: true, hsnCode: "8708", gstRate: 18 }),
  "PUT /api/seller/products/:id/media/order": (o) => ({ mediaIds: [o.spareMediaId, o.mediaId] }),
  "POST /api/admin/verifications/:sellerId": () => ({ decision: "approve" }),
  "PATCH /api/admin/users/:userId": () => ({ isVerified: true }),
  "PATCH /api/admin/products/:productId": () => ({ isActive: true }),
  "PATCH /api/admin/payouts/:orderId": () => ({ status: "Hold" }),
  "POST /api/admin/manual-refunds/:refundId/settle": () => ({ reference: "MATRIX-1" }),
  "POST /api/buyer/threads/:threadId/messages": () => ({ body: "Matrix message" }),
  "POST /api/seller/threads/:threadId/messages": () => ({ body: "Matrix message" }),
  "POST /api/seller/threads/:threadId/quotes": (o) => ({ productId: o.productId, quantity: 5, unitPrice: 100, validUntil: indiaDate(new Date()) }),
  "POST /api/seller/buy-leads/:requirementId/respond": () => ({ message: "Matrix answer" }),
  "POST /api/admin/threads/:threadId/close": () => ({ reason: "Matrix close" }),
  "POST /api/buyer/reviews": (o) => ({ orderItemId: o.reviewedOrderItemId, stars: 4, title: "Matrix", text: "" }),
  "PATCH /api/buyer/reviews/:reviewId": () => ({ stars: 4, title: "Matrix edit", text: "" }),
  "PUT /api/seller/reviews/:reviewId/reply": () => ({ text: "Matrix reply" }),
  "POST /api/admin/reviews/:reviewId/hide": () => ({ reason: "Matrix hide" }),
  "POST /api/admin/reviews/:reviewId/restore": () => ({ reason: "Matrix restore" }),
  "POST /api/admin/reviews/:reviewId/dismiss-reports": () => ({ reason: "Matrix dismiss" }),
  // Any signed-in user reports the owners' review (each caller once: a second would be 409).
  "POST /api/reviews/:reviewId/reports": () => ({ reason: "spam", note: "" }),
  // Public, and for a signed-in caller a change of their own account: a valid body reaches both.
  "PUT /api/account/language": () => ({ language: "en" }),
};

/** Routes that destroy the object in their path get one of their own, so the owners' later calls still find theirs. */
const disposableObjects: Record<string, (objects: OwnedObjects) => Record<string, string>> = {
  "DELETE /api/seller/products/:id": (o) => ({ id: o.spareProductId }),
  "DELETE /api/seller/products/:id/media/:mediaId": (o) => ({ mediaId: o.spareMediaId }),
  "DELETE /api/seller/documents/:id": (o) => ({ id: o.spareDocumentId }),
  "DELETE /api/admin/users/:userId": (o) => ({ userId: o.disposableUserId }),
  "DELETE /api/admin/products/:productId": (o) => ({ productId: o.disposableProductId }),
  "DELETE /api/admin/plans/:planId": (o) => ({ planId: o.disposablePlanId }),
  "POST /api/admin/threads/:threadId/close": (o) => ({ threadId: o.disposableThreadId }),
  "POST /api/buyer/requirements/:requirementId/cancel": (o) => ({ requirementId: o.disposableRequirementId }),
  "DELETE /api/buyer/reviews/:reviewId": (o) => ({ reviewId: o.spareReviewId }),
  "DELETE /api/buyer/reviews/:reviewId/photos/:photoId": (o) => ({ photoId: o.reviewPhotoId }),
  "POST /api/admin/reviews/:reviewId/hide": (o) => ({ reviewId: o.moderatedReviewId }),
  "POST /api/admin/reviews/:reviewId/restore": (o) => ({ reviewId: o.moderatedReviewId }),
  "POST /api/admin/reviews/:reviewId/dismiss-reports": (o) => ({ reviewId: o.moderatedReviewId }),
};

function matrixRoutes(): MatrixRoute[] {
  return declaredRoutes(app).filter(
    (route): route is MatrixRoute =>
      route.url.startsWith("/api/") && route.method !== "HEAD" && route.policy?.audience !== "auth-service",
  );
}

function pathOf(route: MatrixRoute): string {
  const disposable = disposableObjects[`${route.method} ${route.url}`]?.(owned) ?? {};
  return route.url.replace(/:(\w+)|\*/g, (_match, name?: string) => {
    if (name && disposable[name]) return disposable[name];
    if (name === "orderId" && route.url.startsWith("/api/admin/payouts/")) return owned.deliveredOrderId;
    if (name === "orderId") return "owns" in route.policy && route.policy.owns === "checkout" ? owned.paymentOrderId : owned.orderId;
    if (name === "id" && "owns" in route.policy && route.policy.owns === "document") return owned.documentId;
    if (name === "productId" || name === "id") return owned.productId;
    if (name === "mediaId") return owned.mediaId;
    if (name === "returnId") return owned.returnId;
    if (name === "photoId") return owned.returnPhotoId;
    if (name === "paymentOrderId") return owned.subscriptionPaymentOrderId;
    if (name === "invoiceId") return owned.invoiceId;
    if (name === "creditNoteId") return owned.creditNoteId;
    if (name === "sellerId" || name === "userId") return owned.sellerId;
    if (name === "documentId") return owned.documentId;
    if (name === "queryId") return owned.payoutQueryId;
    if (name === "planId") return owned.planId;
    if (name === "refundId") return owned.manualRefundId;
    if (name === "threadId") return owned.threadId;
    if (name === "messageId") return owned.attachmentMessageId;
    if (name === "quoteId") return owned.quoteId;
    if (name === "requirementId") return owned.requirementId;
    if (name === "reviewId") return owned.reviewId;
    // Saved addresses are found through the caller (owns: self); buyer-addresses.routes.test.ts covers another's → 404.
    if (name === "addressId") return "00000000-0000-4000-8000-0000000000ad";
    // Statements and tax reports of the India month the owners' documents are in (the caller's own, or all for an
    // admin), so an answer to anyone else that showed them would be caught.
    if (name === "month") return indiaMonthOf(new Date());
    if (name === "code") return "HDFC0000001"; // an IFSC (no one's data)
    if (!name) return "favicon-32x32.png"; // the API docs' static files
    throw new Error(`${route.method} ${route.url}: the matrix has no object for :${name}; add one to pathOf`);
  });
}

function bodyOf(route: MatrixRoute): object | undefined {
  const sample = sampleBodies[`${route.method} ${route.url}`];
  if (sample) return sample(owned);
  const ownsObject = "owns" in route.policy && (route.policy.owns === "order" || route.policy.owns === "checkout" || route.policy.owns === "product" || route.policy.owns === "document" || route.policy.owns === "return" || route.policy.owns === "thread" || route.policy.owns === "quote" || route.policy.owns === "requirement" || route.policy.owns === "buy-lead" || route.policy.owns === "review");
  if (route.hasBody && ownsObject) throw new Error(`${route.method} ${route.url}: add a valid body to sampleBodies so its ownership is tested`);
  return route.hasBody ? {} : undefined;
}

/** Callers that are neither party to the owners' order nor an administrator at work may see none of its data. */
function mustNotSeeOwnersData(route: MatrixRoute, role: MatrixRole) {
  if (role === "buyer" || role === "seller") return false;
  if (route.policy.audience === "dev-only") return false; // the dev mailbox shows every email by design; never in production
  return !(route.policy.audience === "admin" && role === "admin");
}

function problemWith(expected: Expected, answer: Answer): string | undefined {
  const { statusCode: status } = answer;
  if (status >= 500) return `server error ${status}`;
  switch (expected.kind) {
    case "refused": {
      const code = status === expected.status ? (JSON.parse(answer.body) as { error?: { code?: string } }).error?.code : undefined;
      return code === expected.code ? undefined : `expected ${expected.status} ${expected.code}`;
    }
    case "not-found":
      return status === 404 ? undefined : "expected 404 (someone else's object)";
    case "unsigned":
      return status >= 400 && status < 500 ? undefined : "expected a 4xx without the provider's signature";
    case "through":
      if (status === 401 || status === 403) return "expected to pass the guard";
      return expected.findsObject && status === 404 ? "expected to find its own object" : undefined;
  }
}

describe("authorization matrix", () => {
  it("covers every documented route and every route under /api declares a policy", async () => {
    const routes = matrixRoutes().map((route) => `${route.method} ${route.url.replace(/:(\w+)/g, "{$1}")}`);
    const doc = (await app.inject("/api/docs/json")).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(routes).toEqual(expect.arrayContaining(documented));
    expect(declaredRoutes(app).filter((r) => r.url.startsWith("/api") && !r.policy)).toEqual([]);
  });

  it("answers each caller as the route's declared audience and ownership say, and leaks nothing", async () => {
    const problems: string[] = [];
    let cells = 0;
    let leaks = 0;
    const routes = matrixRoutes();
    for (const route of routes) {
      const url = pathOf(route);
      const payload = bodyOf(route);
      // The owners go last: their calls may change the objects (a cancelled order) that the others are refused.
      for (const role of [...MATRIX_ROLES.filter((r) => r !== "buyer" && r !== "seller"), "buyer", "seller"] as const) {
        const expected = expectedAnswer(route.policy, role);
        const answer = await injectAnswer(app, { method: route.method as "GET", url, headers: callers[role], payload });
        cells += 1;
        const request = url + JSON.stringify(payload ?? "");
        const seen = mustNotSeeOwnersData(route, role) ? owned.privateMarkers.filter((m) => !request.includes(m) && answer.body.includes(m)) : [];
        const problem = problemWith(expected, answer) ?? (seen.length ? `shows the owners' data ${seen.join(", ")}` : undefined);
        if (!problem) continue;
        const refusedOrHidden = expected.kind === "refused" || expected.kind === "not-found" || expected.kind === "unsigned";
        if (seen.length || (refusedOrHidden && answer.statusCode < 300)) leaks += 1;
        problems.push(`${route.method} ${route.url} as ${role}: ${problem}; got ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      }
    }
    console.log(`authorization matrix: ${routes.length} routes × ${MATRIX_ROLES.length} callers = ${cells} cells, ${leaks} leaks, ${problems.length} unexpected answers`);
    expect(problems).toEqual([]);
    expect(cells).toBe(routes.length * MATRIX_ROLES.length);
  }, 180_000); // some 1,300 calls: about 10 s on an idle machine, several times that on a loaded one
});
