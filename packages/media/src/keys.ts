/**
 * Object keys are slash-separated segments of letters, digits, '.', '_' and '-', each starting
 * with a letter or digit: no absolute paths, no '.' or '..' segments, no hidden names (the
 * file-system store's temporary files start with a dot, so no key can name one).
 */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;
const KEY_MAX_LENGTH = 512;

export function isMediaKey(key: string): boolean {
  return key.length <= KEY_MAX_LENGTH && KEY_PATTERN.test(key);
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key.slice(0, 100))}`);
}

/** `publicUrl` of both stores: the base without trailing slashes, then the key (its characters need no escaping). */
export function publicUrlFor(publicBaseUrl: string): (key: string) => string {
  const base = publicBaseUrl.replace(/\/+$/, '');
  return (key) => {
    assertMediaKey(key);
    return `${base}/${key}`;
  };
}
