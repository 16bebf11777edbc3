// `npm run db:migrate` (and `node dist/server/migrate-cli.js` in the production image): applies the migrations, then
// the reference data every database needs (categories, plans; idempotent), which a start with SEED_DEMO_DATA=false
// would otherwise never load.
import { parseConfig } from "../config";
import { migrate } from "./migrate";
import { openDatabase } from "./open-database";
import { seedReferenceData } from "./seed/reference-data";

const handle = await openDatabase(parseConfig());
try {
  await migrate(handle);
  await seedReferenceData(handle.db);
  console.log("Migrations applied.");
} finally {
  await handle.close();
}
