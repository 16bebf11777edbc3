import type { Config } from "../config";
import { type DatabaseHandle, openPglite } from "./client";
import type { PostgresOptions } from "./postgres-client";

export async function openDatabase(config: Pick<Config, "database">, postgresOptions: PostgresOptions = {}): Promise<DatabaseHandle> {
  if (config.database.kind === "pglite") return openPglite({ dataDir: config.database.dataDir });
  const { openPostgres } = await import("./postgres-client");
  return openPostgres(config.database.url, { poolSize: config.database.poolSize, ...postgresOptions });
}
