import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config";
import { requestId, serverOptions } from "./server-options";

const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(32), CASHFREE_ENV: "sandbox", CASHFREE_CLIENT_ID: "id", CASHFREE_CLIENT_SECRET: "secret" };

/** An app that answers with the address it counts a client by (rate limits and logs use request.ip). */
async function ipOf(trustProxy: boolean | string[], remoteAddress: string, forwardedFor?: string) {
  const app = Fastify(serverOptions({ env: "test", logLevel: "silent", trustProxy }));
  app.get("/ip", async (request) => ({ ip: request.ip, id: request.id }));
  const response = await app.inject({ url: "/ip", remoteAddress, headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {} });
  await app.close();
  return response.json<{ ip: string; id: string }>();
}

describe("TRUST_PROXY", () => {
  it("trusts nobody by default outside production, everybody in production (as before), and exactly the list when set", () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ NODE_ENV: "test" }).trustProxy).toBe(false);
    expect(parseConfig(production).trustProxy).toBe(true);
    expect(parseConfig({ ...production, TRUST_PROXY: "10.0.0.2, 10.1.0.0/16,::1" }).trustProxy).toEqual(["10.0.0.2", "10.1.0.0/16", "::1"]);
    expect(parseConfig({ ...production, TRUST_PROXY: "none" }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: "loopback" }).trustProxy).toEqual(["loopback"]);
  });

  it("refuses what is not an address, a CIDR range or a range name", () => {
    for (const bad of ["nginx", "10.0.0.300", "10.0.0.0/33", "::1/129", "10.0.0.0/8/1", "true"]) {
      expect(() => parseConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
  });

  it("takes a client's X-Forwarded-For only from a trusted proxy", async () => {
    // Nobody trusted: whatever the client writes in the header, it is counted by its own address.
    expect((await ipOf(false, "203.0.113.9", "198.51.100.1")).ip).toBe("203.0.113.9");
    // The proxy is trusted: the client it names is the one counted.
    expect((await ipOf(["127.0.0.1"], "127.0.0.1", "198.51.100.7")).ip).toBe("198.51.100.7");
    // A client that is not the proxy cannot pretend to be someone else by sending the header itself.
    expect((await ipOf(["127.0.0.1"], "203.0.113.9", "198.51.100.7")).ip).toBe("203.0.113.9");
    // Behind the proxy, an address the client put before the proxy's own entry is not believed either.
    expect((await ipOf(["127.0.0.1"], "127.0.0.1", "198.51.100.66, 203.0.113.9")).ip).toBe("203.0.113.9");
  });
});

describe("request ids", () => {
  it("carries nginx's X-Request-Id into the request (and its log lines), and makes one when it is absent or odd", async () => {
    const fromNginx = "0f4c2a9e8b7d6c5a4f3e2d1c0b9a8f7e";
    expect(requestId({ headers: { "x-request-id": fromNginx } })).toBe(fromNginx);
    for (const odd of [undefined, "", "short", "with space in it", "a\nforged log line", "x".repeat(65)]) {
      const made = requestId({ headers: odd === undefined ? {} : { "x-request-id": odd } });
      expect(made, String(odd)).toMatch(/^[0-9a-f-]{36}$/);
    }
    const app = Fastify(serverOptions({ env: "test", logLevel: "silent", trustProxy: false }));
    app.get("/id", async (request) => ({ id: request.id }));
    expect((await app.inject({ url: "/id", headers: { "x-request-id": fromNginx } })).json()).toEqual({ id: fromNginx });
    await app.close();
  });
});
