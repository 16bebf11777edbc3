import { parseConfig } from "../config";
import { migrate } from "./migrate";
import { openDatabase } from "./open-database";

const handle = await openDatabase(parseConfig());
try {
  await migrate(handle);
  console.log("Migrations applied.");
} finally {
  await handle.close();
}
