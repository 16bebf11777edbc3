import type { Config } from "../config";
import { type DatabaseHandle, openPglite, openPostgres, type PostgresOptions } from "./client";

export async function openDatabase(config: Pick<Config, "database">, postgresOptions: PostgresOptions = {}): Promise<DatabaseHandle> {
  return config.database.kind === "postgres"
    ? openPostgres(config.database.url, postgresOptions)
    : openPglite({ dataDir: config.database.dataDir });
}
