import { generateKeyPairSync } from 'node:crypto';

/** One deployable's caller-assertion key pair, in the text forms service-kit's config reads. */
export interface ServiceKey {
  /** Its `SERVICE_IDENTITY_KEY` (secret): `<keyId>:<base64 PKCS#8 DER>`. */
  signingKey: string;
  /** Its entry in the others' `SERVICE_TRUSTED_KEYS` (public): `<issuer>:<keyId>:<base64 SPKI DER>`. */
  trustedKey: string;
}

/** A fresh Ed25519 key pair per deployable, for a local stack or a test run; never stored. */
export function generateServiceKeys(deployables: readonly string[], keyId = 'local'): ReadonlyMap<string, ServiceKey> {
  return new Map(
    deployables.map((name) => {
      const { privateKey, publicKey } = generateKeyPairSync('ed25519');
      const id = `${name}-${keyId}`;
      return [
        name,
        {
          signingKey: `${id}:${privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64')}`,
          trustedKey: `${name}:${id}:${publicKey.export({ format: 'der', type: 'spki' }).toString('base64')}`,
        },
      ];
    }),
  );
}

/** The environment that gives `name` its own key and trust in every listed deployable's key. */
export function serviceKeyEnv(keys: ReadonlyMap<string, ServiceKey>, name: string): { SERVICE_IDENTITY_KEY: string; SERVICE_TRUSTED_KEYS: string } {
  const own = keys.get(name);
  if (!own) throw new Error(`no key generated for ${name}`);
  return { SERVICE_IDENTITY_KEY: own.signingKey, SERVICE_TRUSTED_KEYS: [...keys.values()].map((key) => key.trustedKey).join(',') };
}
