import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../db/client";
import { migrate } from "../db/migrate";
import { seedReferenceData } from "../db/seed/reference-data";
import { POSTGRES_TEMPLATE_DB, withDatabase } from "./postgres-test-database";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
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
  if (process.env.TEST_DB_KIND === "postgres" && url) {
    await withDatabase(url, async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS ${POSTGRES_TEMPLATE_DB} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE_DB}`);
    });
    const template = openPostgres(databaseUrl(url, POSTGRES_TEMPLATE_DB));
    await template.db.execute("CREATE EXTENSION IF NOT EXISTS pg_trgm");
    await migrate(template);
    await seedReferenceData(template.db);
    await template.close();
  }
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

export function databaseUrl(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
