import { DrizzleQueryError } from "drizzle-orm/errors";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandler } from "../plugins/error-handler";
import { isConnectionError } from "./connection-errors";
import { isReadOnlyStatement } from "./read-retry";

const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
const viaDrizzle = (cause: Error) => new DrizzleQueryError("select 1", [], cause);

describe("isConnectionError", () => {
  it.each([
    ["the server ended the session", pgError("57P01", "terminating connection due to administrator command")],
    ["the server is starting up", pgError("57P03", "the database system is starting up")],
    ["a broken connection", pgError("08006", "connection failure")],
    ["a reset socket", pgError("ECONNRESET", "read ECONNRESET")],
    ["node-postgres losing the socket", new Error("Connection terminated unexpectedly")],
    ["a pool that timed out connecting", new Error("timeout exceeded when trying to connect")],
    ["the same, wrapped by Drizzle", viaDrizzle(pgError("57P01", "terminating connection due to administrator command"))],
  ])("recognises %s", (_case, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    ["a unique violation", viaDrizzle(pgError("23505", "duplicate key value violates unique constraint"))],
    ["a syntax error", pgError("42601", "syntax error at or near")],
    ["a plain error", new Error("boom")],
    ["a string", "Connection terminated"],
  ])("does not mistake %s for one", (_case, error) => {
    expect(isConnectionError(error)).toBe(false);
  });
});

describe("isReadOnlyStatement", () => {
  it.each([
    'select "id", "name" from "products" where "id" = $1',
    '  SELECT 1',
    'with "page" as (select * from "products") select * from "page"',
  ])("may repeat %s", (text) => expect(isReadOnlyStatement(text)).toBe(true));

  it.each([
    'insert into "orders" values ($1)',
    'update "profiles" set "is_active" = false',
    "delete from sessions",
    'with "moved" as (delete from "cart" returning *) select * from "moved"',
    "select pg_notify($1, $2)",
    "select nextval('invoice_numbers')",
    "begin",
  ])("never repeats %s", (text) => expect(isReadOnlyStatement(text)).toBe(false));
});

describe("a lost database connection in a request", () => {
  it("answers 503 SERVICE_UNAVAILABLE with Retry-After, not 500", async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get("/lost", async () => {
      throw viaDrizzle(pgError("57P01", "terminating connection due to administrator command"));
    });
    app.get("/broken", async () => {
      throw new Error("something else");
    });
    const lost = await app.inject("/lost");
    expect(lost.statusCode).toBe(503);
    expect(lost.headers["retry-after"]).toBe("5");
    expect(lost.json()).toEqual({ error: { code: "SERVICE_UNAVAILABLE", message: expect.stringMatching(/try again/) } });
    expect((await app.inject("/broken")).statusCode).toBe(500);
    await app.close();
  });
});
