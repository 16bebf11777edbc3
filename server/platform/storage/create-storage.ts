import type { Config } from "../../config";
import { createDiskStorage } from "./disk-storage";
import type { Storage } from "./storage";

/**
 * Local disk under the data folder by default; an S3-compatible bucket when S3_BUCKET is set (config.ts). The S3
 * adapter, and with it the AWS SDK, is loaded only then.
 */
export async function createStorage(config: Config["storage"]): Promise<Storage> {
  if (config.kind === "local") return createDiskStorage(config.dir);
  const { createS3Storage } = await import("./s3-storage");
  return createS3Storage(config);
}
