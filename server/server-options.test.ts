import net from "node:net";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { openSseStream } from "./platform/events/sse-stream";
import { SERVER_TIMEOUTS, serverOptions } from "./server-options";

const quiet = { env: "test", logLevel: "silent", trustProxy: false } as const;
let close: (() => Promise<unknown>) | undefined;
afterEach(async () => close?.());

describe("server options", () => {
  it("puts the timeouts on the HTTP server", async () => {
    const app = Fastify(serverOptions(quiet));
    close = () => app.close();
    await app.ready();
    expect(app.server.headersTimeout).toBe(SERVER_TIMEOUTS.headersTimeout);
    expect(app.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestTimeout);
    expect(app.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveTimeout);
    expect(app.server.timeout).toBe(SERVER_TIMEOUTS.connectionTimeout);
    // An event stream's heartbeat (15 s by default) must come well inside the silence a connection is allowed.
    expect(SERVER_TIMEOUTS.connectionTimeout).toBeGreaterThanOrEqual(4 * 15_000);
  });

  it("drops a connection that stays silent, while an event stream with heartbeats outlives every timeout", async () => {
    const timeouts = { headersTimeout: 200, requestTimeout: 300, keepAliveTimeout: 300, connectionTimeout: 400 };
    const app = Fastify(serverOptions(quiet, timeouts));
    app.get("/events", (request, reply) => {
      openSseStream(request, reply, { heartbeatMs: 100 });
    });
    const address = await app.listen({ host: "127.0.0.1", port: 0 });
    const controller = new AbortController();
    close = async () => {
      controller.abort();
      await app.close();
    };

    const silent = net.connect((app.server.address() as net.AddressInfo).port, "127.0.0.1");
    const silentClosedAfter = new Promise<number>((resolve) => {
      const opened = Date.now();
      silent.on("close", () => resolve(Date.now() - opened));
      setTimeout(() => resolve(Number.POSITIVE_INFINITY), 5 * timeouts.connectionTimeout).unref();
    });
    silent.on("error", () => {});

    const response = await fetch(`${address}/events`, { signal: controller.signal });
    const reader = response.body!.getReader();
    let received = "";
    const until = Date.now() + 3 * timeouts.connectionTimeout;
    while (Date.now() < until) received += new TextDecoder().decode((await reader.read()).value);

    expect(await silentClosedAfter).toBeLessThan(2 * timeouts.connectionTimeout);
    expect(received.match(/: heartbeat/g)?.length).toBeGreaterThanOrEqual(5);
    const next = await reader.read(); // still open after three times the allowed silence
    expect(next.done).toBe(false);
  });

  it("logs readable lines through pino-pretty in development, in this thread, and JSON otherwise", () => {
    const loggerOf = (env: "development" | "production" | "test") => {
      const logger = serverOptions({ env, logLevel: "info", trustProxy: env === "production" }).logger;
      return typeof logger === "object" && logger !== null ? logger : {};
    };
    const development = loggerOf("development");
    expect(development).not.toHaveProperty("transport"); // no worker thread
    expect(development).toHaveProperty("stream.write", expect.any(Function));
    for (const env of ["production", "test"] as const) {
      expect(loggerOf(env)).toMatchObject({ stream: undefined });
      expect(loggerOf(env)).not.toHaveProperty("transport");
    }
  });
});
