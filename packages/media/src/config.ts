import { z } from 'zod';
import { fileSystemObjectStore } from './file-system-store.js';
import type { ObjectStore } from './object-store.js';
import { s3ObjectStore } from './s3-store.js';

/** The settings a store kind cannot do without, named as in the environment. */
function missingSettings(config: { MEDIA_STORE: 'fs' | 's3'; MEDIA_DIR?: string | undefined; S3_BUCKET?: string | undefined; S3_REGION?: string | undefined }): string[] {
  const required = config.MEDIA_STORE === 'fs' ? { MEDIA_DIR: config.MEDIA_DIR } : { S3_BUCKET: config.S3_BUCKET, S3_REGION: config.S3_REGION };
  return Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
}

/**
 * Where a service keeps media. Secrets are not settings here: the S3 client takes its keys from
 * AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY (or a web identity) through the SDK's default chain.
 *
 * The check that the chosen store has its settings is a refinement of this object: combine it
 * with a service's schema by `.and(mediaConfigSchema)` (or `.merge`), which keep it, not by
 * spreading its `.shape`.
 */
export const mediaConfigSchema = z
  .object({
    MEDIA_STORE: z.enum(['fs', 's3']).default('fs'),
    /** fs: the directory objects are files in. */
    MEDIA_DIR: z.string().min(1).optional(),
    /** A site path ("/media") or an absolute http(s) URL; an object's URL is this, '/', its key. */
    MEDIA_PUBLIC_URL: z.union([z.string().regex(/^\/(?!\/)\S*$/, 'a site path like /media'), z.url({ protocol: /^https?$/ })]).default('/media'),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).optional(),
    /** An S3-compatible endpoint (MinIO…); unset: AWS. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_FORCE_PATH_STYLE: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .superRefine((config, ctx) => {
    for (const name of missingSettings(config)) {
      ctx.addIssue({ code: 'custom', path: [name], message: `required when MEDIA_STORE is ${config.MEDIA_STORE}` });
    }
  });

export type MediaConfig = z.infer<typeof mediaConfigSchema>;

export function objectStoreFromConfig(config: MediaConfig): ObjectStore {
  const { MEDIA_DIR: directory, S3_BUCKET: bucket, S3_REGION: region, MEDIA_PUBLIC_URL: publicBaseUrl } = config;
  if (config.MEDIA_STORE === 'fs' && directory) return fileSystemObjectStore({ directory, publicBaseUrl });
  if (config.MEDIA_STORE === 's3' && bucket && region) {
    return s3ObjectStore({
      bucket,
      region,
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      publicBaseUrl,
    });
  }
  throw new Error(`Media store ${config.MEDIA_STORE} needs ${missingSettings(config).join(', ')}`);
}
