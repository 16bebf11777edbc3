import closeWithGrace from "close-with-grace";
import type { FastifyBaseLogger } from "fastify";
import { buildApp } from "./app";
import { ConfigError, parseConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { migrate } from "./db/migrate";
import { openDatabase } from "./db/open-database";
import { printDemoAccounts, seedIfEmpty } from "./db/seed/seed-if-empty";
import { createStorage } from "./platform/storage/create-storage";

/** How long requests in flight, the outbox drain and the database get to finish after a signal. */
const SHUTDOWN_GRACE_MS = 15_000;

async function main() {
  const config = parseConfig();
  const appLog: { current?: FastifyBaseLogger } = {}; // set once the app exists
  const database = await openDatabase(config, {
    // Worth knowing: PostgreSQL is dropping connections (restart, failover), though no request failed for it.
    onReadRetry: (error) => appLog.current?.warn({ err: error }, "a read lost its database connection and ran again"),
  });
  await migrate(database);
  const seeded = config.seedDemoData ? await seedIfEmpty(database.db, await createStorage(config.storage)) : false;
  const app = await buildApp(config, { database });
  appLog.current = app.log;
  // On SIGINT/SIGTERM (or a crash): stop accepting connections, let requests in flight finish, end the event streams,
  // deliver the emails waiting in the outbox, close the database (the app's preClose/onClose hooks), then exit 0.
  // A second signal, or a close that outlasts the grace period, exits 1 at once.
  closeWithGrace({ delay: SHUTDOWN_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, "shutting down after an unexpected error");
    else app.log.info(`${signal ?? "exit"} received: finishing requests in flight, then shutting down`);
    await app.close();
    app.log.info("shut down cleanly");
  });
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
