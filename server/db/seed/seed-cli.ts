import { parseConfig } from "../../config";
import { migrate } from "../migrate";
import { openDatabase } from "../open-database";
import { printDemoAccounts, seedIfEmpty } from "./seed-if-empty";

const handle = await openDatabase(parseConfig());
try {
  await migrate(handle);
  const seeded = await seedIfEmpty(handle.db);
  console.log(seeded ? "Demo data loaded." : "Reference data checked; the database already has users, so no demo data was added.");
  if (seeded) printDemoAccounts();
} finally {
  await handle.close();
}
