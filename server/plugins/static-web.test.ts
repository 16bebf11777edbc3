import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../app";
import { createTestApp } from "../test/test-app";

/** The web app's fallback page is for the web app's paths only: the server's own areas answer 404 in their shapes. */
let app: App;
let webDistDir: string;
const INDEX_HTML = '<!doctype html><html lang="en"><head><title>BulkBazaar</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webDistDir = fs.mkdtempSync(path.join(os.tmpdir(), "web-dist-"));
  fs.writeFileSync(path.join(webDistDir, "index.html"), INDEX_HTML);
  app = await createTestApp({ SERVE_WEB: "true", WEB_DIST_DIR: webDistDir });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDistDir, { recursive: true, force: true });
});

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

describe("unknown paths", () => {
  it("under /api answer our JSON 404 for every method", async () => {
    for (const method of METHODS) {
      for (const url of ["/api/no-such-thing", "/api/buyer/no/such/route?x=1", "/api"]) {
        const res = await app.inject({ method, url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json(), `${method} ${url}`).toEqual({ error: { code: "NOT_FOUND", message: expect.any(String) } });
      }
    }
  });

  it("under /simulator/pg answer Cashfree's 404 JSON, never the web app", async () => {
    const { clientId, clientSecret } = app.ctx.config.cashfree;
    const headers = { "x-client-id": clientId, "x-client-secret": clientSecret, "x-api-version": "2025-01-01" };
    for (const method of METHODS) {
      const res = await app.inject({ method, url: "/simulator/pg/no-such-endpoint", headers });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toEqual({ message: expect.any(String), code: "request_failed", type: "invalid_request_error" });
    }
    // Outside the PG API, the rest of /simulator is not the web app either.
    const other = await app.inject({ method: "GET", url: "/simulator/elsewhere" });
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain("BulkBazaar");
  });

  it("under /dev answer 404, while the dev mailbox page is still the web app's", async () => {
    for (const method of METHODS) {
      const res = await app.inject({ method, url: "/dev/no-such-tool" });
      expect(res.statusCode, method).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
    }
    const mailbox = await app.inject({ method: "GET", url: "/dev/mailbox" });
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.body).toContain('<div id="root"></div>');
  });

  it("elsewhere still get the web app, so its router decides; a route it does not have answers 404", async () => {
    for (const [url, status] of [["/", 200], ["/products/category/Electronics", 200], ["/products/category/rice", 404], ["/developers", 404], ["/apis", 404], ["/simulators", 404]] as const) {
      const res = await app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBe(status);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});
