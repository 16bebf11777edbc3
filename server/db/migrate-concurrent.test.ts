import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { databaseUrl } from "../test/global-setup";
import { withDatabase } from "../test/postgres-test-database";
import { migrate, migrationsFolder } from "./migrate";
import { openPostgres } from "./postgres-client";

const url = process.env.TEST_DATABASE_URL;
const onPostgres = process.env.TEST_DB_KIND === "postgres" && !!url;

describe.skipIf(!onPostgres)("migrations on PostgreSQL", () => {
  it("are applied once when three processes start together on an empty database", { timeout: 60_000 }, async () => {
    const name = `marketplace_migrate_${randomBytes(6).toString("hex")}`;
    await withDatabase(url!, (admin) => admin.query(`CREATE DATABASE ${name}`));
    const handles = [0, 1, 2].map(() => openPostgres(databaseUrl(url!, name)));
    try {
      await Promise.all(handles.map((handle) => migrate(handle)));
      const applied = await handles[0]!.pool!.query<{ n: string }>("select count(*) as n from drizzle.__drizzle_migrations");
      expect(Number(applied.rows[0]!.n)).toBe(readdirSync(migrationsFolder).filter((file) => file.endsWith(".sql")).length);
      // And a later start finds nothing to do.
      await migrate(handles[1]!);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await withDatabase(url!, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    }
  });
});
