// s3rver ships no types (and @types/s3rver is not installed); only what the S3 storage test uses.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";

  type S3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    configureBuckets?: { name: string; configs: string[] }[];
  };

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
