// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchCall, fetchCallBody } from "@web/test/fetch-call";
import { ApiError } from "./api-client";
import { authClient, authData } from "./auth-client";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function serve(respond: () => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => respond());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("better-auth's typed client", () => {
  it("signs in at /api/auth with the session cookie and answers the typed body", async () => {
    const fetchMock = serve(() => json(200, { redirect: false, user: { id: "u1", email: "a@example.in" } }));
    const answer = await authData(authClient.signIn.email({ email: "a@example.in", password: "Passw0rd!x" }));
    expect(answer).toMatchObject({ user: { id: "u1" } });
    const [input, init] = fetchMock.mock.calls[0]!;
    expect(fetchCall(input, init)).toEqual({ url: "/api/auth/sign-in/email", method: "POST" });
    expect(await fetchCallBody(input, init)).toMatchObject({ email: "a@example.in", password: "Passw0rd!x" });
    const credentials = input instanceof Request ? input.credentials : init?.credentials;
    expect(credentials).toBe("include");
  });

  it("throws the server's `{ error: { code, message } }` as ApiError", async () => {
    serve(() => json(401, { error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password." } }));
    const error = await authData(authClient.signIn.email({ email: "a@example.in", password: "wrong-password" })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password." });
  });

  it("throws a two-factor refusal, with its catalogue code, from the plugin's calls too", async () => {
    serve(() => json(401, { error: { code: "INVALID_TWO_FACTOR_COOKIE", message: "Your sign-in took too long. Please sign in again." } }));
    await expect(authData(authClient.twoFactor.verifyTotp({ code: "123456" }))).rejects.toMatchObject({
      status: 401,
      code: "INVALID_TWO_FACTOR_COOKIE",
    });
  });

  it("turns a network failure into NETWORK_ERROR", async () => {
    serve(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(authData(authClient.requestPasswordReset({ email: "a@example.in" }))).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });
});
