import { createHash } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { type SQL, fillPlaceholders } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { Database } from "./client";

/**
 * A statement rendered to SQL text once, at its first use rather than per request: its values are
 * `sql.placeholder(name)`s, filled at each run. On PostgreSQL it runs as a named statement, which each pooled
 * connection parses and plans the first time it runs it and then reuses.
 */
export type PreparedQuery = { name?: string; text: string; params: unknown[] };

const dialect = new PgDialect({ casing: "snake_case" });

/**
 * `planEachRun`: run it unnamed, so PostgreSQL plans it with each run's values (a named statement switches to one
 * generic plan after five runs, blind to values such as a search term's frequency).
 */
export function prepareQuery(query: SQL, { planEachRun = false } = {}): PreparedQuery {
  const { sql: text, params } = dialect.sqlToQuery(query);
  if (planEachRun) return { text, params };
  // Named by its text, so two different statements can never share a name on one connection.
  const name = `q_${createHash("sha1").update(text).digest("base64url").slice(0, 20)}`;
  return { name, text, params };
}

type Client = pg.Pool | PGlite;

/** Runs a prepared query with the placeholders' values; rows come back as the driver gives them. */
export async function runPreparedQuery<Row extends Record<string, unknown>>(
  db: Database,
  query: PreparedQuery,
  values: Record<string, unknown> = {},
): Promise<Row[]> {
  const client = (db as unknown as { $client: Client }).$client;
  const params = fillPlaceholders(query.params, values);
  if (isPglite(client)) return (await client.query<Row>(query.text, params)).rows;
  const { name, text } = query;
  return (await client.query<Row>(name === undefined ? { text, values: params } : { name, text, values: params })).rows;
}

const isPglite = (client: Client): client is PGlite => "waitReady" in client;
