import type { Config } from "../config";
import { type DatabaseHandle, openPglite, openPostgres } from "./client";

export async function openDatabase(config: Pick<Config, "database">): Promise<DatabaseHandle> {
  return config.database.kind === "postgres" ? openPostgres(config.database.url) : openPglite({ dataDir: config.database.dataDir });
}
