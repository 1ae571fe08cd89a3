/** Where media bytes live: a directory locally, an S3 bucket in the cluster. */
export interface ObjectStore {
  /** Stores bytes under a key ("logos/<sha256>/<width>.webp"); overwriting the same key is fine (content-addressed). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Whether an object exists (used to check an uploaded logo key before accepting it); false for a key that is not a valid key. */
  exists(key: string): Promise<boolean>;
  /** The URL browsers load the object from (a site path like /media/<key> locally, the bucket's public URL in the cluster). */
  publicUrl(key: string): string;
}
