import { demoProductImages, PRODUCT_IMAGE_WIDTHS, storeDrawnImage, type DemoMotif, type ObjectStore } from '@shop/media';
import { defineCommand, defineQuery, type CallInfo, type UseCaseRunner } from '@shop/service-kit';
import { Product, ProductImage } from '../db/entities.js';
import { demoProducts, type DemoProduct } from '../db/demo-data.js';

/** Pictures per demo product: the gallery has something to swipe through. */
export const DEMO_IMAGES_PER_PRODUCT = 4;

/** Where product pictures live in the object store. */
export const PRODUCT_IMAGE_PREFIX = 'products';

// Men's fashion, beauty, gadgets.
const motifOfCategory: Record<DemoProduct['categoryId'], DemoMotif> = { 11044364: 'apparel', 29: 'beauty', 36: 'gadget' };

interface Gallery {
  productId: number;
  imageKeys: string[];
}

/** The demo products (by slug) that have no picture yet. */
const findDemoProductsWithoutImages = defineQuery('FindDemoProductsWithoutImages', async ({ em }, request: { slugs: string[] }) =>
  em.find(Product, { slug: { $in: request.slugs }, imageKey: '' }, { fields: ['id', 'slug'], orderBy: { id: 'asc' } }),
);

/** Gives each product its gallery, unless it got one meanwhile (a second replica seeding at the same time). */
const attachGalleries = defineCommand(
  'AttachDemoGalleries',
  async ({ em }, request: { galleries: Gallery[] }): Promise<number> => {
    let attached = 0;
    for (const { productId, imageKeys } of request.galleries) {
      // The row stays locked until commit: of two replicas, the second finds the picture set and adds nothing.
      const updated = await em.nativeUpdate(Product, { id: productId, imageKey: '' }, { imageKey: imageKeys[0]! });
      if (updated === 0) continue;
      await em.insertMany(ProductImage, imageKeys.map((imageKey, position) => ({ productId, position, imageKey })));
      attached++;
    }
    return attached;
  },
  { withoutKeyBecause: 'it runs at start-up and gives pictures only to products without any' },
);

/**
 * Gives every demo product without pictures its drawn ones (`demoProductImages`), stored in the
 * object store first (outside any transaction: drawing takes a while) and then attached. Pictures
 * already stored are not drawn again, so a second replica, or a database emptied over the same
 * store, costs a look-up per picture; once every demo product has pictures it is one query.
 */
export async function seedDemoProductImages(useCases: UseCaseRunner, objects: ObjectStore, call: Pick<CallInfo, 'caller' | 'idempotencyKey'>): Promise<number> {
  const demoBySlug = new Map(demoProducts().map((demo) => [demo.slug, demo]));
  const products = await useCases.query(findDemoProductsWithoutImages, { slugs: [...demoBySlug.keys()] }, call);
  if (products.length === 0) return 0;
  const galleries: Gallery[] = [];
  // One product at a time, its pictures together: as many as sharp's threads draw at once, without
  // holding every decoded picture in memory.
  for (const product of products) {
    const svgs = demoProductImages(product.slug, motifOfCategory[demoBySlug.get(product.slug)!.categoryId], DEMO_IMAGES_PER_PRODUCT);
    const images = await Promise.all(svgs.map((svg) => storeDrawnImage(objects, PRODUCT_IMAGE_PREFIX, svg, PRODUCT_IMAGE_WIDTHS)));
    galleries.push({ productId: product.id, imageKeys: images.map((image) => image.key) });
  }
  return useCases.command(attachGalleries, { galleries }, call);
}
