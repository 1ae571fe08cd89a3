import { defineEntity, p } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/postgresql';

export const Category = defineEntity({
  name: 'Category',
  tableName: 'category',
  properties: {
    id: p.bigint('number').primary().autoincrement(false),
    key: p.string().unique(),
    names: p.json<Record<string, string>>(),
    /** The top-level category a subcategory is in; none for a top-level one. */
    parentId: p.bigint('number').nullable(),
    position: p.integer(),
  },
});

export const Product = defineEntity({
  name: 'Product',
  tableName: 'product',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    slug: p.string().unique(),
    /** The top-level category. */
    categoryId: p.bigint('number'),
    /** The subcategory within it. */
    subcategoryId: p.bigint('number').nullable(),
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
    /** What searches match: `product_search_vector(lang, searchTerms(title), searchTerms(description))`. */
    searchVector: p.string().columnType('tsvector').lazy(),
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

/** A signed-in shopper's past searches, one row per keyword, kept for the search screen. */
export const SearchHistory = defineEntity({
  name: 'SearchHistory',
  tableName: 'search_history',
  properties: {
    userId: p.uuid().primary(),
    keyword: p.string().primary(),
    searchedAt: p.datetime(),
  },
});

/** A word of the titles in English or Indonesian: what a misspelt keyword is corrected to. */
export const SearchWord = defineEntity({
  name: 'SearchWord',
  tableName: 'search_word',
  properties: {
    lang: p.string().primary(),
    word: p.text().primary(),
  },
});

/** How often a keyword was searched on a day, in a language: the hot keywords' source. */
export const SearchKeywordDay = defineEntity({
  name: 'SearchKeywordDay',
  tableName: 'search_keyword_day',
  properties: {
    lang: p.string().primary(),
    day: p.string().columnType('date').primary(),
    keyword: p.string().primary(),
    searches: p.integer(),
  },
});

/** A product review: one language per review, as its author wrote it. */
export const Review = defineEntity({
  name: 'Review',
  tableName: 'review',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    productId: p.bigint('number'),
    /** Null for the demo reviews, which no user wrote. */
    authorId: p.uuid().nullable(),
    /** The reviewed order (one review per order and product); null for the demo reviews. */
    orderId: p.uuid().nullable(),
    authorName: p.string(),
    rating: p.smallint(),
    text: p.string(),
    lang: p.string(),
    createdAt: p.datetime(),
  },
});

/** Per product, how many reviews gave 1..5 stars. */
export const ProductRating = defineEntity({
  name: 'ProductRating',
  tableName: 'product_rating',
  properties: {
    productId: p.bigint('number').primary().autoincrement(false),
    stars1: p.integer().default(0),
    stars2: p.integer().default(0),
    stars3: p.integer().default(0),
    stars4: p.integer().default(0),
    stars5: p.integer().default(0),
  },
});

/** A product a shopper collected, and the store the collection counts for. */
export const Collection = defineEntity({
  name: 'Collection',
  tableName: 'collection',
  properties: {
    userId: p.uuid().primary(),
    productId: p.bigint('number').primary().autoincrement(false),
    storeId: p.bigint('number').nullable(),
    collectedAt: p.datetime(),
  },
});

/** Per store: how many collections count for it, and its collection version (one more per change). */
export const StoreCollectionState = defineEntity({
  name: 'StoreCollectionState',
  tableName: 'store_collection_state',
  properties: {
    storeId: p.bigint('number').primary().autoincrement(false),
    version: p.bigint('number'),
    collectionCount: p.integer(),
  },
});

/** A shopper's latest view of a product; `removed` until a newer view when the shopper removed it. */
export const Footprint = defineEntity({
  name: 'Footprint',
  tableName: 'footprint',
  properties: {
    userId: p.uuid().primary(),
    productId: p.bigint('number').primary().autoincrement(false),
    viewedAt: p.datetime(),
    removed: p.boolean().default(false),
  },
});

/** When a shopper last cleared their footprint: views from before it stay out. */
export const FootprintCleared = defineEntity({
  name: 'FootprintCleared',
  tableName: 'footprint_cleared',
  properties: {
    userId: p.uuid().primary(),
    clearedAt: p.datetime(),
  },
});

/** An order's stock reservation: what it took, and whether it was given back. */
export const StockReservation = defineEntity({
  name: 'StockReservation',
  tableName: 'stock_reservation',
  properties: {
    id: p.uuid().primary(),
    items: p.json<{ productId: number; quantity: number }[]>(),
    state: p.string().$type<'reserved' | 'released'>(),
    createdAt: p.datetime(),
    releasedAt: p.datetime().nullable(),
  },
});

export const entities = [
  Category,
  Product,
  ProductText,
  ProductImage,
  Listing,
  StoreListingState,
  SearchHistory,
  SearchKeywordDay,
  SearchWord,
  Review,
  ProductRating,
  Collection,
  StoreCollectionState,
  Footprint,
  FootprintCleared,
  StockReservation,
];

/** The tables as the entities define them, for typed Kysely statements (`em.getKysely<CatalogDb>()`). */
export type CatalogDb = InferKyselyDB<(typeof entities)[number]>;
