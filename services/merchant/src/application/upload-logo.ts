import { AppError, defineCommand } from '@shop/service-kit';
import { storeSquareImage, type ObjectStore } from '@shop/media';
import { LogoUpload } from '../db/entities.js';
import { userOf } from './shared/callers.js';

export interface UploadLogoRequest {
  image: Buffer;
  /** SHA-256 of `image`: what the idempotency fingerprint holds instead of megabytes of bytes. */
  imageSha256: string;
}

/**
 * Checks and re-encodes an uploaded logo into the object store (content-addressed, so storing it
 * again is harmless) and remembers that this user uploaded it: only they may then use its key.
 */
export function uploadLogo(objects: ObjectStore) {
  return defineCommand(
    'UploadLogo',
    async ({ em, now, caller }, request: UploadLogoRequest): Promise<{ key: string }> => {
      const ownerId = userOf(caller);
      const stored = await storeSquareImage(objects, 'logos', request.image);
      if (typeof stored === 'string') throw new AppError('INVALID_ARGUMENT', stored);
      await em.createQueryBuilder(LogoUpload).insert({ key: stored.key, ownerId, createdAt: now }).onConflict(['key', 'ownerId']).ignore().execute('run');
      return { key: stored.key };
    },
    { secretFields: ['image'] },
  );
}
