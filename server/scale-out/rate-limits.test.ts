import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { Client, newClientAddress } from "./client";
import { cluster, processUrl, skipReason } from "./cluster-info";

/** A sign-in attempt that fails validation: cheap, yet counted against the sign-in (auth) allowance like any other. */
const attempt = (client: Client, base: string, headers: Record<string, string> = {}) =>
  client.send(base, "/api/auth/sign-in/email", { method: "POST", body: {}, headers });
const remaining = (answer: { headers: Record<string, unknown> }) => Number(answer.headers["x-ratelimit-remaining"]);

describe.skipIf(!cluster)(`rate limits and client addresses${skipReason ? ` (${skipReason})` : ""}`, () => {
  it("spends one sign-in allowance across the three processes, not one per process", async () => {
    const client = new Client(cluster!.nginxUrl);
    const first = await attempt(client, processUrl(0));
    const limit = Number(first.headers["x-ratelimit-limit"]);
    expect(limit).toBeGreaterThan(3);
    const seen = [remaining(first)];
    for (let i = 1; i < limit; i++) seen.push(remaining(await attempt(client, processUrl(i % 3))));
    // One counter in Redis: every attempt, whichever process took it, counted down the same allowance.
    expect(seen).toEqual(Array.from({ length: limit }, (_, i) => limit - 1 - i));
    for (const base of [processUrl(0), processUrl(1), processUrl(2), cluster!.nginxUrl]) {
      expect((await attempt(client, base)).status, base).toBe(429);
    }
  });

  it("behind nginx counts each client by its real address, whatever X-Forwarded-For it sends", async () => {
    const spoofer = new Client(cluster!.nginxUrl);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(remaining(await attempt(spoofer, cluster!.nginxUrl, { "x-forwarded-for": newClientAddress(), "x-real-ip": newClientAddress() })));
    const limit = answers[0]! + 1;
    expect(answers).toEqual([limit - 1, limit - 2, limit - 3, limit - 4, limit - 5]);
    // Another client through the same nginx starts with its own allowance: nobody is counted as the proxy.
    const neighbour = new Client(cluster!.nginxUrl);
    expect(remaining(await attempt(neighbour, cluster!.nginxUrl))).toBe(limit - 1);
  });

  it("does not believe X-Forwarded-For from a client that reaches a process directly", async () => {
    const direct = new Client(cluster!.nginxUrl);
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(remaining(await attempt(direct, processUrl(i), { "x-forwarded-for": newClientAddress() })));
    const limit = answers[0]! + 1;
    expect(answers).toEqual([limit - 1, limit - 2, limit - 3]);
  });

  it("logs nginx's request id with the request it passed on", async () => {
    const answer = await new Client(cluster!.nginxUrl).send(cluster!.nginxUrl, "/api/health");
    const id = String(answer.headers["x-request-id"]);
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the log line is written after the response
    const logs = fs.readdirSync(cluster!.logDir).map((file) => fs.readFileSync(path.join(cluster!.logDir, file), "utf8"));
    expect(logs.some((log) => log.includes(id))).toBe(true);
    expect(fs.readFileSync(cluster!.accessLog, "utf8")).toContain(`request_id=${id}`);
  });
});
