import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/postgresql';

export const Category = defineEntity({
  name: 'Category',
  tableName: 'category',
  properties: {
    id: p.bigint('number').primary().autoincrement(false),
    key: p.string().unique(),
    names: p.json<Record<string, string>>(),
  },
});

export const Product = defineEntity({
  name: 'Product',
  tableName: 'product',
  properties: {
    id: p.bigint('number').primary(),
    slug: p.string().unique(),
    categoryId: p.bigint('number'),
    /** The first picture's object-store key ('' for none), the same as its gallery's position 0. */
    imageKey: p.string(),
    price: p.bigint('number'),
    merchantPrice: p.bigint('number'),
    discount: p.integer(),
    stock: p.integer(),
    sales: p.integer(),
    views: p.bigint('number').default(0),
    createdAt: p.datetime(),
  },
});

export const ProductText = defineEntity({
  name: 'ProductText',
  tableName: 'product_text',
  properties: {
    product: () => p.manyToOne(Product).primary(),
    lang: p.string().primary(),
    title: p.string(),
    /** The title as searches compare it (`foldForSearch`), kept by whoever writes the title. */
    titleFolded: p.text(),
    description: p.text(),
  },
});

/** A product's pictures in gallery order, by object-store key (the widths are `PRODUCT_IMAGE_WIDTHS`). */
export const ProductImage = defineEntity({
  name: 'ProductImage',
  tableName: 'product_image',
  properties: {
    productId: p.bigint('number').primary().autoincrement(false),
    position: p.smallint().primary().autoincrement(false),
    imageKey: p.string(),
  },
});

/** A platform product a store lists; the merchant service checks the store is the caller's. */
export const Listing = defineEntity({
  name: 'Listing',
  tableName: 'listing',
  properties: {
    storeId: p.bigint('number').primary().autoincrement(false),
    productId: p.bigint('number').primary().autoincrement(false),
    listedAt: p.datetime(),
  },
});

/** Per store: how many products it lists, and its listing version (one more per change). */
export const StoreListingState = defineEntity({
  name: 'StoreListingState',
  tableName: 'store_listing_state',
  properties: {
    storeId: p.bigint('number').primary().autoincrement(false),
    version: p.bigint('number'),
    productCount: p.integer(),
  },
});

export const entities = [Category, Product, ProductText, ProductImage, Listing, StoreListingState];

/** The tables as the entities define them, for typed Kysely statements (`em.getKysely<CatalogDb>()`). */
export type CatalogDb = InferKyselyDB<(typeof entities)[number]>;
