import pg from "pg";

export const POSTGRES_TEMPLATE_DB = "marketplace_test_template";

export async function withDatabase<T>(url: string, fn: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
