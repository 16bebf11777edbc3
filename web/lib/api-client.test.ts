import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch } from "./api-client";

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("apiFetch", () => {
  it("sends JSON with the session cookie and returns the parsed body", async () => {
    const fetchMock = vi.fn(async () => answer(200, { ok: true }));
    vi.stubGlobal("fetch", fetchMock);

    await expect(apiFetch("/api/x", { method: "POST", body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/x");
    expect(init.credentials).toBe("include");
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("returns undefined for 204 No Content", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response(null, { status: 204 })));
    await expect(apiFetch("/api/x", { method: "DELETE" })).resolves.toBeUndefined();
  });

  it("throws the server's error code, message and details", async () => {
    const body = { error: { code: "PLAN_LIMIT_REACHED", message: "You have reached your limit.", details: { limit: 10 } } };
    vi.stubGlobal("fetch", vi.fn(async () => answer(422, body)));

    const error = await apiFetch("/api/x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: "PLAN_LIMIT_REACHED", message: "You have reached your limit." });
    expect((error as ApiError).details).toEqual({ limit: 10 });
  });

  it("still throws an ApiError, with the catalogue code of its status, when the error body is not JSON", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("<html>Bad gateway</html>", { status: 502 })));
    await expect(apiFetch("/api/x")).rejects.toMatchObject({ status: 502, code: "INTERNAL_ERROR", message: "Something went wrong" });
  });

  it("turns a network failure into NETWORK_ERROR with a plain message", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(apiFetch("/api/x")).rejects.toMatchObject({
      status: 0,
      code: "NETWORK_ERROR",
      message: expect.stringContaining("Could not reach the server") as unknown as string,
    });
  });

  it("lets an abort through untouched", async () => {
    const controller = new AbortController();
    controller.abort();
    const abortError = new DOMException("aborted", "AbortError");
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(abortError)));
    await expect(apiFetch("/api/x", { signal: controller.signal })).rejects.toBe(abortError);
  });

  it("sends FormData as is, letting the browser set the multipart boundary", async () => {
    const fetchMock = vi.fn(async () => answer(201, { id: "d1" }));
    vi.stubGlobal("fetch", fetchMock);
    const form = new FormData();
    form.append("documentType", "PAN Card");

    await apiFetch("/api/seller/documents", { method: "POST", body: form });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)["Content-Type"]).toBeUndefined();
  });
});
