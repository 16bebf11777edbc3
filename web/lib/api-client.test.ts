// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import hiApiErrors from "../../locales/hi/api-errors.json";
import hiCommon from "../../locales/hi/common.json";
import { api, dataOf } from "./api";
import { ApiError, errorMessage, serverFieldErrors } from "./api-client";
import { createI18n, i18n, setActiveI18n } from "./i18n";

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

/** Stubs fetch with one answer and hands back the requests it was asked. */
function serve(respond: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_request: Request) => respond());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const PRODUCT_ID = "0b6f7a8e-2d5c-4f1a-9c3b-7e8d9f0a1b2c";

describe("the typed API client", () => {
  it("sends JSON with the session cookie to the typed path and returns the parsed body", async () => {
    const fetchMock = serve(() => answer(200, { items: [] }));

    const body = { lines: [{ productId: PRODUCT_ID, quantity: 2 }] };
    await expect(dataOf(api.POST("/api/public/cart/check", { body }))).resolves.toEqual({ items: [] });
    const request = fetchMock.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe("/api/public/cart/check");
    expect(request.method).toBe("POST");
    expect(request.credentials).toBe("include");
    expect(request.headers.get("content-type")).toBe("application/json");
    expect(await request.text()).toBe(JSON.stringify(body));
  });

  it("fills path parameters and the query from their typed fields", async () => {
    const fetchMock = serve(() => answer(200, { items: [], nextCursor: null }));
    await api.GET("/api/buyer/orders", { params: { query: { status: "In Transit", cursor: "abc" } } });
    await api.GET("/api/public/products/{id}", { params: { path: { id: PRODUCT_ID } } });
    const [list, detail] = fetchMock.mock.calls.map(([request]) => new URL(request.url));
    expect(list!.searchParams.get("status")).toBe("In Transit");
    expect(list!.searchParams.get("cursor")).toBe("abc");
    expect(detail!.pathname).toBe(`/api/public/products/${PRODUCT_ID}`);
  });

  it("returns undefined for 204 No Content", async () => {
    serve(() => new Response(null, { status: 204 }));
    const { data } = await api.DELETE("/api/seller/products/{id}", { params: { path: { id: PRODUCT_ID } } });
    expect(data).toBeUndefined();
  });

  it("throws the server's error code, message and details", async () => {
    const body = { error: { code: "PLAN_LIMIT_REACHED", message: "You have reached your limit.", details: { limit: 10 } } };
    serve(() => answer(422, body));

    const error = await api.GET("/api/seller/dashboard").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: "PLAN_LIMIT_REACHED", message: "You have reached your limit." });
    expect((error as ApiError).details).toEqual({ limit: 10 });
  });

  it("still throws an ApiError, with the catalogue code of its status, when the error body is not JSON", async () => {
    serve(() => new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(api.GET("/api/seller/dashboard")).rejects.toMatchObject({ status: 502, code: "INTERNAL_ERROR", message: "Something went wrong" });
  });

  it("gives an answer without a code of ours (a proxy's) the catalogue's code for its status", async () => {
    // The browser carries the catalogue's codes as a type only (domain/error-codes.ts): a code-shaped one is kept.
    for (const code of [undefined, "not a code", 42]) {
      serve(() => answer(404, { error: { code, message: "Gone." } }));
      await expect(api.GET("/api/seller/dashboard")).rejects.toMatchObject({ status: 404, code: "NOT_FOUND", message: "Gone." });
    }
    serve(() => answer(404, { error: { code: "PRODUCT_NOT_FOUND", message: "Product not found." } }));
    await expect(api.GET("/api/seller/dashboard")).rejects.toMatchObject({ status: 404, code: "PRODUCT_NOT_FOUND" });
  });

  it("turns a network failure into NETWORK_ERROR with a plain message", async () => {
    serve(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(api.GET("/api/seller/dashboard")).rejects.toMatchObject({
      status: 0,
      code: "NETWORK_ERROR",
      message: expect.stringContaining("Could not reach the server") as unknown as string,
    });
  });

  it("lets an abort through untouched", async () => {
    const controller = new AbortController();
    controller.abort();
    const abortError = new DOMException("aborted", "AbortError");
    serve(() => Promise.reject(abortError));
    await expect(api.GET("/api/seller/dashboard", { signal: controller.signal })).rejects.toBe(abortError);
  });
});

describe("errorMessage", () => {
  const english = i18n;
  afterEach(() => setActiveI18n(english));

  const limit = new ApiError(422, "PLAN_LIMIT_REACHED", "You have reached the limit of 10 products on the Basic plan.", { limit: 10 });
  const network = new ApiError(0, "NETWORK_ERROR", "Could not reach the server. Check your internet connection and try again.");
  const invalid = new ApiError(400, "VALIDATION_ERROR", "The request body is invalid. phone: Enter a valid 10-digit Indian mobile number.", [
    { path: "phone", message: "Enter a valid 10-digit Indian mobile number." },
    { path: "", message: "A detail without a field." },
    "not a detail",
  ]);

  it("shows an English page the server's sentence exactly, even where it says more than its code's default", () => {
    expect(errorMessage(limit)).toBe("You have reached the limit of 10 products on the Basic plan.");
    expect(errorMessage(network)).toBe("Could not reach the server. Check your internet connection and try again.");
    expect(errorMessage(new TypeError("x is undefined"))).toBe("Something went wrong");
    expect(serverFieldErrors(invalid)).toEqual([{ path: "phone", message: "Enter a valid 10-digit Indian mobile number." }]);
  });

  it("shows a Hindi page its code's Hindi text, the network failure's too, and never the server's English", () => {
    setActiveI18n(createI18n("hi", { "api-errors": hiApiErrors, common: hiCommon }));
    expect(errorMessage(limit)).toBe(hiApiErrors.PLAN_LIMIT_REACHED);
    expect(errorMessage(new ApiError(404, "PRODUCT_NOT_FOUND", "Product not found"))).toBe("प्रोडक्ट नहीं मिला");
    expect(errorMessage(network)).toBe(hiCommon.errors.network);
    expect(errorMessage(new TypeError("x is undefined"))).toBe(hiCommon.errors.generic);
    expect(serverFieldErrors(invalid)).toEqual([{ path: "phone", message: hiApiErrors.VALIDATION_ERROR }]);
  });

  it("shows a Hindi page the server's sentence while the api-errors texts have not arrived, or lack the code", () => {
    setActiveI18n(createI18n("hi", { common: hiCommon }));
    expect(errorMessage(limit)).toBe("You have reached the limit of 10 products on the Basic plan.");
    expect(serverFieldErrors(invalid)).toEqual([{ path: "phone", message: "Enter a valid 10-digit Indian mobile number." }]);

    const { PLAN_LIMIT_REACHED: _left, ...withoutLimit } = hiApiErrors;
    setActiveI18n(createI18n("hi", { "api-errors": withoutLimit, common: hiCommon }));
    expect(errorMessage(limit)).toBe("You have reached the limit of 10 products on the Basic plan.");
    expect(errorMessage(new ApiError(409, "ORDER_CANCELLED", "This order has been cancelled; its status can no longer change."))).toBe(hiApiErrors.ORDER_CANCELLED);
  });
});

/**
 * The contract at compile time: `npm run typecheck` fails if any of these calls stops being an error, so a wrong
 * path, method, parameter, query or body can never reach the server. Never called: only compiled.
 */
export function wrongCallsDoNotCompile() {
  // @ts-expect-error no such path
  void api.GET("/api/public/product");
  // @ts-expect-error the categories are only read
  void api.POST("/api/public/categories");
  // @ts-expect-error a product is read by its id
  void api.GET("/api/public/products/{id}", { params: { path: { productId: PRODUCT_ID } } });
  // @ts-expect-error no such order status
  void api.GET("/api/buyer/orders", { params: { query: { status: "Lost" } } });
  // @ts-expect-error a quantity is a number
  void api.POST("/api/public/cart/check", { body: { lines: [{ productId: PRODUCT_ID, quantity: "2" }] } });
  // @ts-expect-error an answer has only its declared fields
  void dataOf(api.GET("/api/seller/dashboard")).then((dashboard) => dashboard.noSuchField);
}
