import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
import { createStorage } from "./create-storage";
import type { Storage } from "./storage";
import { describeStorageContract } from "./storage-contract";

const BUCKET = "bulkbazaar-test";
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

// A real S3-compatible server, in this process, on a free port, keeping its objects in a temporary folder.
let dir: string;
let server: S3rver;
let storage: Storage;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "s3rver-"));
  server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const address = await server.run();
  // Through createStorage, as the app builds it from S3_* settings (path-style because an endpoint is given).
  storage = await createStorage({ kind: "s3", bucket: BUCKET, region: "ap-south-1", endpoint: `http://127.0.0.1:${address.port}`, ...CREDENTIALS });
});
afterAll(async () => {
  await server?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describeStorageContract("S3 storage", () => storage);
