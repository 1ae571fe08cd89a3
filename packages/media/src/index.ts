export type { ObjectStore } from './object-store.js';
export { isMediaKey } from './keys.js';
export { fileSystemObjectStore } from './file-system-store.js';
export { s3ObjectStore, type S3ObjectStoreOptions } from './s3-store.js';
export { mediaConfigSchema, objectStoreFromConfig, type MediaConfig } from './config.js';
export {
  findSquareImage,
  IMAGE_MAX_SIDE,
  LOGO_WIDTHS,
  PRODUCT_IMAGE_WIDTHS,
  squareImageVariants,
  storeDrawnImage,
  storeSquareImage,
  type EncodedImage,
  type ImageRefusal,
  type ImageVariant,
} from './square-image.js';
export { initialsLogo } from './initials-logo.js';
export { DEMO_IMAGES_MAX, demoProductImages, type DemoMotif } from './demo-product-images.js';
