import { HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { assertMediaKey, isMediaKey, publicUrlFor } from './keys.js';
import type { ObjectStore } from './object-store.js';

export interface S3ObjectStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO…); unset: AWS. */
  endpoint?: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO wants it). */
  forcePathStyle?: boolean;
  publicBaseUrl: string;
  /** Unset: the SDK's default chain (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a web identity…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** How long one request may take before it fails (and is retried by the SDK); 10 s unless set. */
  requestTimeoutMs?: number;
}

/** Objects in an S3 bucket, which browsers load through `publicBaseUrl` (the bucket's public URL or a CDN in front). */
export function s3ObjectStore(options: S3ObjectStoreOptions): ObjectStore {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // A store that stops answering fails the upload instead of holding it until the caller's deadline.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: options.requestTimeoutMs ?? 10_000, throwOnRequestTimeout: true },
  });
  return {
    async put(key, body, contentType) {
      assertMediaKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          // Keys are content-addressed: the bytes under a key never change.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async exists(key) {
      if (!isMediaKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket: options.bucket, Key: key }));
        return true;
      } catch (error) {
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return false;
        throw error;
      }
    },
    publicUrl: publicUrlFor(options.publicBaseUrl),
  };
}
