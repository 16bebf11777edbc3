import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { inject } from "vitest";
import { type DatabaseHandle, openPglite } from "../db/client";
import { openPostgres } from "../db/postgres-client";
import { databaseUrl } from "./global-setup";
import { withDatabase } from "./postgres-test-database";

/** A database of this test file's own: a clone of the migrated snapshot (PGlite) or of the template (PostgreSQL). */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_KIND === "postgres" && url) {
    const name = `marketplace_test_${randomBytes(6).toString("hex")}`;
    await withDatabase(url, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`));
    const handle = openPostgres(databaseUrl(url, name));
    const close = handle.close;
    handle.close = async () => {
      await close();
      await withDatabase(url, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    };
    return handle;
  }
  const snapshot = fs.readFileSync(inject("pgliteSnapshot"));
  return openPglite({ loadDataDir: new Blob([snapshot]) });
}
