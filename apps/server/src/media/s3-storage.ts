import type { Readable } from "node:stream";
import {
  BucketAlreadyOwnedByYou,
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { MediaStorage } from "@staffing/api";

export interface S3Settings {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO...); unset means AWS itself. */
  endpoint?: string | undefined;
  /** Unset means the SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/**
 * The media library in an S3-compatible bucket (AWS SDK v3), so every replica serves every file.
 * The bucket is made at start-up if it is not there yet (a fresh MinIO).
 */
export async function s3Storage(settings: S3Settings): Promise<MediaStorage & { close(): void }> {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    // Checksums only where S3 requires them: not every S3-compatible server checks the newer ones.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    if (!(error instanceof S3ServiceException) || error.$metadata.httpStatusCode !== 404) throw error;
    // Replicas starting together may both find no bucket: the one that makes it second is fine.
    await client.send(new CreateBucketCommand({ Bucket })).catch((failure: unknown) => {
      if (!(failure instanceof BucketAlreadyOwnedByYou)) throw failure;
    });
  }
  return {
    async put(name, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: name,
          Body: bytes,
          ContentType: contentType,
          // The name is the content's hash: whoever reads the bucket directly may keep it forever.
          CacheControl: "public, max-age=31536000, immutable",
        }),
      );
    },
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!object.Body) return null;
        return {
          body: object.Body as Readable,
          size: object.ContentLength,
          contentType: object.ContentType,
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(names) {
      // One request each: a batch delete needs a body checksum that not every S3-compatible server
      // reads the same way, and an image has five files at most.
      await Promise.all(names.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))));
    },
    close: () => client.destroy(),
  };
}
