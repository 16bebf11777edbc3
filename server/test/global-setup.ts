import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite } from "../db/client";
import { openPostgres } from "../db/postgres-client";
import { migrate } from "../db/migrate";
import { seedReferenceData } from "../db/seed/reference-data";
import { postgresTemplateName, withDatabase } from "./postgres-test-database";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/** Migrates once per run; each test file then clones this state (PGlite snapshot or PostgreSQL template). */
export default async function setup(project: TestProject) {
  const handle = await openPglite();
  await migrate(handle);
  await seedReferenceData(handle.db);
  const dump = await handle.pglite!.dumpDataDir("none");
  await handle.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "marketplace-test-"));
  const snapshot = path.join(dir, "migrated.tar");
  fs.writeFileSync(snapshot, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", snapshot);

  const url = process.env.TEST_DATABASE_URL;
  const template = postgresTemplateName();
  project.provide("postgresTemplate", template);
  if (process.env.TEST_DB_KIND === "postgres" && url) {
    await withDatabase(url, (admin) => admin.query(`CREATE DATABASE ${template}`));
    const handle = openPostgres(databaseUrl(url, template));
    await handle.db.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm");
    await migrate(handle);
    await seedReferenceData(handle.db);
    await handle.close();
  }
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (process.env.TEST_DB_KIND === "postgres" && url) {
      await withDatabase(url, (admin) => admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`));
    }
  };
}

export function databaseUrl(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
