import type { Config } from "../../config";
import { createDiskStorage } from "./disk-storage";
import { createS3Storage } from "./s3-storage";
import type { Storage } from "./storage";

/** Local disk under the data folder by default; an S3-compatible bucket when S3_BUCKET is set (config.ts). */
export function createStorage(config: Config["storage"]): Storage {
  return config.kind === "s3" ? createS3Storage(config) : createDiskStorage(config.dir);
}
