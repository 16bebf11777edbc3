import { connect } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../app";
import { errorShape } from "../../test/error-shape";
import { createTestApp } from "../../test/test-app";

const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
/** Whether a Redis server listens there (one runs on the project's machines; elsewhere that case is skipped). */
const redisAnswers = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1_000 });
  const answer = (listening: boolean) => {
    socket.destroy();
    resolve(listening);
  };
  socket.once("connect", () => answer(true)).once("error", () => answer(false)).once("timeout", () => answer(false));
});

describe("GET /api/ready", () => {
  let app: App;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it("answers 200 with what it checked once migrated and the database answers; /api/health stays liveness", async () => {
    const res = await app.inject("/api/ready");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready", database: "ok", migrations: "ok" });
    expect(res.headers["cache-control"]).toBe("no-store");
    expect((await app.inject("/api/health")).statusCode).toBe(200);
  });

  it("answers 503 SERVICE_UNAVAILABLE from the moment the process drains, while other requests are still served (closing their connection)", async () => {
    app.ctx.drain.startDraining();
    const res = await app.inject("/api/ready");
    expect(res.statusCode).toBe(503);
    expect(errorShape(res.json())).toEqual({ code: "SERVICE_UNAVAILABLE" });
    expect(res.json().error.details).toMatchObject({ draining: true, database: "ok", migrations: "ok" });
    const served = await app.inject("/api/public/categories");
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe("close");
    expect((await app.inject("/api/health")).statusCode).toBe(200);
  });
});

describe("GET /api/ready before the process can serve", () => {
  it("answers 503 while a bundled migration is not applied, and 200 once it is", async () => {
    const app = await createTestApp();
    try {
      const { rows } = await app.ctx.db.execute<{ id: number; created_at: string }>(
        sql`select id, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
      );
      const newest = rows[0]!;
      await app.ctx.db.execute(sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where id = ${newest.id}`);
      const pending = await app.inject("/api/ready");
      expect(pending.statusCode).toBe(503);
      expect(pending.json().error).toMatchObject({ code: "SERVICE_UNAVAILABLE", details: { draining: false, database: "ok", migrations: "pending" } });
      await app.ctx.db.execute(sql`update drizzle.__drizzle_migrations set created_at = ${newest.created_at}::bigint where id = ${newest.id}`);
      expect((await app.inject("/api/ready")).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it("answers 503 when the database does not answer", async () => {
    const app = await createTestApp();
    try {
      app.ctx.database.ping = async () => {
        throw new Error("connection refused");
      };
      const res = await app.inject("/api/ready");
      expect(res.statusCode).toBe(503);
      expect(res.json().error.details).toMatchObject({ database: "down" });
    } finally {
      await app.close();
    }
  });

  it("checks Redis when REDIS_URL is set: 503 while it does not answer", async () => {
    const app = await createTestApp({ REDIS_URL: "redis://127.0.0.1:1" });
    try {
      const res = await app.inject("/api/ready");
      expect(res.statusCode).toBe(503);
      expect(res.json().error.details).toMatchObject({ database: "ok", migrations: "ok", redis: "down" });
    } finally {
      await app.close();
    }
  });

  it.runIf(redisAnswers)("answers 200 with Redis when the machine's Redis answers", async () => {
    const app = await createTestApp({ REDIS_URL: redisUrl });
    try {
      const res = await app.inject("/api/ready");
      expect(res.json()).toEqual({ status: "ready", database: "ok", migrations: "ok", redis: "ok" });
    } finally {
      await app.close();
    }
  });
});
