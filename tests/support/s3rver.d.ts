// The part of @20minutes/s3rver (a maintained fork of s3rver, which ships no types) the S3 driver test uses.
declare module "@20minutes/s3rver" {
  import type { AddressInfo } from "node:net";

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    configureBuckets?: { name: string }[];
    allowMismatchedSignatures?: boolean;
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
