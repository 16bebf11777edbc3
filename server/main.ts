import closeWithGrace from "close-with-grace";
import type { FastifyBaseLogger } from "fastify";
import { buildApp } from "./app";
import { ConfigError, parseConfig } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { migrate } from "./db/migrate";
import { openDatabase } from "./db/open-database";
import { printDemoAccounts, seedIfEmpty } from "./db/seed/seed-if-empty";
import { seedReferenceData } from "./db/seed/reference-data";
import { createStorage } from "./platform/storage/create-storage";

/** How long requests in flight, the outbox drain and the database get to finish after a signal (and the drain). */
const SHUTDOWN_GRACE_MS = 15_000;

async function main() {
  const config = parseConfig();
  const appLog: { current?: FastifyBaseLogger } = {}; // set once the app exists
  const database = await openDatabase(config, {
    // Worth knowing: PostgreSQL is dropping connections (restart, failover), though no request failed for it.
    onReadRetry: (error) => appLog.current?.warn({ err: error }, "a read lost its database connection and ran again"),
  });
  // Safe with several processes starting at once (an advisory lock); skipped where a deployment step migrates
  // (`npm run db:migrate`, which loads the reference data too). Categories, plans and the fee are needed with or
  // without demo data, so they are loaded here too (idempotent).
  if (config.migrateOnStart) {
    await migrate(database);
    await seedReferenceData(database.db);
  }
  const seeded = config.seedDemoData ? await seedIfEmpty(database.db, await createStorage(config.storage)) : false;
  const app = await buildApp(config, { database });
  appLog.current = app.log;
  // On SIGINT/SIGTERM: drain first (SHUTDOWN_DRAIN_MS, 6 s in production): /api/ready answers 503 and every response
  // closes its connection while requests are still served, so the load balancer moves new requests to the other
  // processes. Then (at once after a crash) stop accepting connections, let requests in flight finish, end the event
  // streams, deliver the emails waiting in the outbox, close the database (the app's preClose/onClose hooks), exit 0.
  // A second signal, or a shutdown that outlasts the drain plus the grace period, exits 1 at once.
  closeWithGrace({ delay: config.shutdownDrainMs + SHUTDOWN_GRACE_MS, logger: app.log }, async ({ signal, err }) => {
    app.ctx.drain.startDraining();
    if (err) app.log.error({ err }, "shutting down after an unexpected error");
    else app.log.info(`${signal ?? "exit"} received: draining for ${config.shutdownDrainMs} ms, then finishing requests in flight and shutting down`);
    if (!err && config.shutdownDrainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
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
