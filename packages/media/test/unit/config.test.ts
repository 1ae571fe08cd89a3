import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { mediaConfigSchema, objectStoreFromConfig } from '../../src/index.js';

function problems(env: Record<string, string>): string[] {
  const result = mediaConfigSchema.safeParse(env);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('mediaConfigSchema', () => {
  it('defaults to the file-system store served under /media', () => {
    expect(mediaConfigSchema.parse({ MEDIA_DIR: '/srv/media' })).toEqual({
      MEDIA_STORE: 'fs',
      MEDIA_DIR: '/srv/media',
      MEDIA_PUBLIC_URL: '/media',
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it('reads the S3 settings', () => {
    expect(
      mediaConfigSchema.parse({
        MEDIA_STORE: 's3',
        MEDIA_PUBLIC_URL: 'https://cdn.example.test/media',
        S3_BUCKET: 'shop-media',
        S3_REGION: 'ap-southeast-3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    ).toMatchObject({ MEDIA_STORE: 's3', S3_BUCKET: 'shop-media', S3_REGION: 'ap-southeast-3', S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: true });
  });

  it('lists the settings the chosen store lacks', () => {
    expect(problems({})).toEqual(['MEDIA_DIR: required when MEDIA_STORE is fs']);
    expect(problems({ MEDIA_STORE: 's3' })).toEqual(['S3_BUCKET: required when MEDIA_STORE is s3', 'S3_REGION: required when MEDIA_STORE is s3']);
  });

  it.each(['//evil.example/media', 'media', 'ftp://example.test/media', '/me dia'])('refuses the public URL %s', (url) => {
    expect(problems({ MEDIA_DIR: '/srv/media', MEDIA_PUBLIC_URL: url })).toHaveLength(1);
  });

  it('refuses an unknown store and a malformed endpoint', () => {
    expect(problems({ MEDIA_STORE: 'gcs', MEDIA_DIR: '/srv/media' })).toHaveLength(1);
    expect(problems({ MEDIA_STORE: 's3', S3_BUCKET: 'b', S3_REGION: 'r', S3_ENDPOINT: 'minio:9000' })).toHaveLength(1);
  });

  it('keeps its check inside a service schema combined with .and()', () => {
    const serviceSchema = z.object({ GRPC_PORT: z.coerce.number().default(50051) }).and(mediaConfigSchema);

    expect(serviceSchema.safeParse({ MEDIA_STORE: 's3', S3_BUCKET: 'b' }).success).toBe(false);
    expect(serviceSchema.parse({ MEDIA_DIR: '/srv/media' })).toMatchObject({ GRPC_PORT: 50051, MEDIA_STORE: 'fs' });
  });
});

describe('objectStoreFromConfig', () => {
  it('builds the configured store', () => {
    expect(objectStoreFromConfig(mediaConfigSchema.parse({ MEDIA_DIR: '/srv/media' })).publicUrl('logos/a/64.webp')).toBe('/media/logos/a/64.webp');
    const s3 = objectStoreFromConfig(
      mediaConfigSchema.parse({ MEDIA_STORE: 's3', S3_BUCKET: 'b', S3_REGION: 'r', MEDIA_PUBLIC_URL: 'https://cdn.example.test/' }),
    );
    expect(s3.publicUrl('logos/a/64.webp')).toBe('https://cdn.example.test/logos/a/64.webp');
  });

  it('refuses a configuration that skipped the schema check', () => {
    const unchecked = { MEDIA_STORE: 's3', MEDIA_PUBLIC_URL: '/media', S3_FORCE_PATH_STYLE: false } as const;
    expect(() => objectStoreFromConfig(unchecked)).toThrow('Media store s3 needs S3_BUCKET, S3_REGION');
  });
});
