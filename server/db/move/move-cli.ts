import { parseConfig } from "../../config";
import { createDiskStorage } from "../../platform/storage/disk-storage";
import { createStorage } from "../../platform/storage/create-storage";
import { openPglite } from "../client";
import { migrate } from "../migrate";
import { parseMoveArgs } from "./move-args";
import { moveDatabase } from "./move-database";
import { moveFiles } from "./move-files";
import { printMoveReport } from "./print-move-report";

// npm run db:move -- --to postgres://… [--files-to-s3]: the embedded database of DATA_DIR (the app stopped: the
// data folder's lock says so) into an empty PostgreSQL database, and with --files-to-s3 the files of STORAGE_DIR
// (default DATA_DIR/uploads) into the S3 bucket of S3_*.
const args = parseMoveArgs(process.argv.slice(2));
const config = parseConfig({ ...process.env, DATABASE_URL: undefined });
if (config.database.kind !== "pglite") throw new Error("unreachable: the source is always the embedded database");
const filesDir = process.env.STORAGE_DIR || `${config.database.dataDir}/uploads`;
if (args.filesToS3 && config.storage.kind !== "s3") {
  console.error("--files-to-s3 needs the bucket: set S3_BUCKET (and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY).");
  process.exit(1);
}

const source = await openPglite({ dataDir: config.database.dataDir });
let failed: boolean;
try {
  console.log(`From ${config.database.dataDir} (embedded) to ${new URL(args.to).host}${new URL(args.to).pathname}`);
  await migrate(source);
  const report = await moveDatabase(source.pglite!, args.to, (line) => console.log(line));
  printMoveReport(report);
  failed = !report.ok;
  if (args.filesToS3 && report.ok) {
    const files = await moveFiles(filesDir, createDiskStorage(filesDir), await createStorage(config.storage), (line) => console.log(line));
    console.log(`Files: ${files.files} (${files.bytes} bytes) copied from ${filesDir} to the bucket ${config.storage.kind === "s3" ? config.storage.bucket : ""}.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  failed = true;
} finally {
  await source.close();
}
if (failed) process.exit(1);
console.log(`Done. Start the app with DATABASE_URL=${args.to.replace(/\/\/[^@/]*@/, "//…@")}${args.filesToS3 ? " and the S3_* settings" : ""}.`);
