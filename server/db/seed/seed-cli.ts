import { parseConfig } from "../../config";
import { createStorage } from "../../platform/storage/create-storage";
import { migrate } from "../migrate";
import { openDatabase } from "../open-database";
import { printDemoAccounts, seedIfEmpty } from "./seed-if-empty";

const config = parseConfig();
const handle = await openDatabase(config);
try {
  await migrate(handle);
  const seeded = await seedIfEmpty(handle.db, await createStorage(config.storage));
  console.log(seeded ? "Demo data loaded." : "Reference data checked; the database already has users, so no demo data was added.");
  if (seeded) printDemoAccounts();
} finally {
  await handle.close();
}
