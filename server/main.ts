import { buildApp } from "./app";
import { ConfigError, parseConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { migrate } from "./db/migrate";
import { openDatabase } from "./db/open-database";
import { printDemoAccounts, seedIfEmpty } from "./db/seed/seed-if-empty";

async function main() {
  const config = parseConfig();
  const database = await openDatabase(config);
  await migrate(database);
  const seeded = config.seedDemoData ? await seedIfEmpty(database.db) : false;
  const app = await buildApp(config, { database });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      app.log.info(`${signal} received, shutting down`);
      void app.close().then(() => process.exit(0));
    });
  }
  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Marketplace ready at ${config.publicUrl} (database: ${database.kind}${seeded ? ", demo data loaded" : ""})`);
  if (!config.isProduction && config.seedDemoData) printDemoAccounts();
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error("Failed to start:", error);
  }
  process.exit(1);
});
