import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A template database of this test run's own: two runs on one server (a developer's and another checkout's) must
 * not migrate or drop each other's template while the other clones it.
 */
export const postgresTemplateName = () => `marketplace_test_template_${randomBytes(6).toString("hex")}`;

export async function withDatabase<T>(url: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
