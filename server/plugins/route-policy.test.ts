import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { AppContext } from "../app-context";
import { applyGuard } from "./guards";
import { assignPolicy, declaredRoutes, enforceRoutePolicies, requireAudience } from "./route-policy";

let app: FastifyInstance | undefined;
afterEach(async () => app?.close());

function policedApp() {
  app = Fastify();
  enforceRoutePolicies(app);
  return app;
}

describe("route policies", () => {
  it("refuses to start when a route under /api declares no policy", async () => {
    const api = policedApp();
    api.get("/api/public/fine", { config: { policy: { audience: "public" } } }, async () => ({}));
    api.get("/api/buyer/forgotten", async () => ({}));
    await expect(api.ready()).rejects.toThrow(/must declare config\.policy.*GET \/api\/buyer\/forgotten/);
  });

  it("lets routes outside /api go without one, and lists every route with its policy", async () => {
    const api = policedApp();
    api.get("/api/health", { config: { policy: { audience: "public" } } }, async () => ({}));
    api.get("/", async () => "home");
    await api.ready();
    expect(declaredRoutes(api)).toContainEqual({ method: "GET", url: "/api/health", hasBody: false, policy: { audience: "public" } });
    expect(declaredRoutes(api)).toContainEqual({ method: "GET", url: "/", hasBody: false, policy: undefined });
  });

  it("refuses a route that declares another audience than its folder's guard", async () => {
    const api = policedApp();
    const registering = api.register(
      async (seller) => {
        applyGuard(seller, {} as AppContext, "seller"); // the context is only read per request
        seller.get("/orders", { config: { policy: { audience: "buyer", owns: "self" } } }, async () => ({}));
      },
      { prefix: "/api/seller" },
    );
    await expect(registering).rejects.toThrow(/GET \/api\/seller\/orders declares audience "buyer" but its folder's guard admits "seller"/);
  });

  it("refuses a public folder's route that declares nothing", async () => {
    const api = policedApp();
    const registering = api.register(
      async (pub) => {
        requireAudience(pub, "public");
        pub.get("/things", async () => ({}));
      },
      { prefix: "/api/public" },
    );
    await expect(registering).rejects.toThrow(/declares audience "\(none\)"/);
  });

  it("gives a plugin's own routes the policy of the scope it is registered in", async () => {
    const api = policedApp();
    await api.register(async (docs) => {
      assignPolicy(docs, { audience: "public" });
      await docs.register(async (plugin) => plugin.get("/api/docs/json", async () => ({})));
    });
    await api.ready();
    expect(declaredRoutes(api).find((r) => r.url === "/api/docs/json")?.policy).toEqual({ audience: "public" });
  });
});
