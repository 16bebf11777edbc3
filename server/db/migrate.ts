import { fileURLToPath } from "node:url";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import type { DatabaseHandle } from "./client";

export const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/** Applies the committed SQL migrations (drizzle-kit generated) through the app's own driver. */
export async function migrate(handle: DatabaseHandle) {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    const { migrate: migratePg } = await import("drizzle-orm/node-postgres/migrator");
    await migratePg(handle.db, { migrationsFolder });
  }
}
