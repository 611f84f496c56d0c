import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, paginateListObjectsV2, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { StorageConfig } from "../config";
import { IMMUTABLE_CACHE_CONTROL, type StorageDriver } from "./storage-driver";

type S3Config = Extract<StorageConfig, { driver: "s3" }>;

// DeleteObjects takes at most 1000 keys a request.
const DELETE_BATCH = 1000;

/** The SDK's client for the bucket's server, as the driver and the backup's listing use it. */
export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 demands them: several S3-compatible servers refuse the newer
    // default ones (CRC32 trailers on every upload).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/** Objects in an S3 bucket or any S3-compatible one, read by the public at `publicUrl`. */
export function createS3Driver(config: S3Config): StorageDriver {
  const client = createS3Client(config);
  const bucket = config.bucket;
  const publicPrefix = `${config.publicUrl}/`;

  const remove = async (keys: readonly string[]) => {
    for (let start = 0; start < keys.length; start += DELETE_BATCH) {
      const batch = keys.slice(start, start + DELETE_BATCH);
      const answer = await client.send(
        new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }),
      );
      const failed = answer.Errors ?? [];
      if (failed.length > 0) {
        throw new Error(`S3 could not delete ${failed.length} object(s), first ${failed[0].Key}: ${failed[0].Code} ${failed[0].Message}`);
      }
    }
  };

  async function* list(prefix: string): AsyncIterable<string> {
    for await (const page of paginateListObjectsV2({ client }, { Bucket: bucket, Prefix: prefix })) {
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
    }
  }

  return {
    name: "s3",
    location: `s3://${bucket}${config.endpoint ? ` at ${config.endpoint}` : ` in ${config.region}`}`,

    async write(key, data, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType, CacheControl: IMMUTABLE_CACHE_CONTROL }),
      );
    },

    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    remove,

    async removePrefix(prefix) {
      const keys: string[] = [];
      for await (const key of list(prefix)) keys.push(key);
      await remove(keys);
    },

    list,

    publicUrl: (key) => `${publicPrefix}${key}`,

    keyOf(url) {
      return url.startsWith(publicPrefix) ? url.slice(publicPrefix.length) : null;
    },
  };
}
