import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { InferKyselyDB } from '@mikro-orm/postgresql';
import { AuditLog } from '@shop/service-kit';
import type { ApplicationStatus } from '../domain/application-status.js';

/** A user's application for a store; the KTP number is personal data (never logged, masked for the applicant). */
export const Application = defineEntity({
  name: 'Application',
  tableName: 'application',
  properties: {
    id: p.uuid().primary(),
    applicantId: p.uuid(),
    status: p.string().$type<ApplicationStatus>(),
    storeName: p.string(),
    phone: p.string(),
    logoKey: p.string().nullable(),
    description: p.text(),
    ownerName: p.string(),
    ktpNumber: p.string(),
    reviewReason: p.string().nullable(),
    reviewerId: p.uuid().nullable(),
    submittedAt: p.datetime(),
    reviewedAt: p.datetime().nullable(),
    storeId: p.bigint('number').nullable(),
  },
});
export type ApplicationRecord = InferEntity<typeof Application>;

export const storeStatuses = ['active', 'suspended'] as const;
export type StoreStatus = (typeof storeStatuses)[number];

export const Store = defineEntity({
  name: 'Store',
  tableName: 'store',
  properties: {
    id: p.bigint('number').primary(),
    ownerId: p.uuid().unique(),
    name: p.string(),
    /** foldStoreName(name): unique, and what name searches match. */
    nameFolded: p.string().unique(),
    phone: p.string(),
    logoKey: p.string().nullable(),
    description: p.text(),
    autoPay: p.boolean().default(false),
    status: p.string().$type<StoreStatus>(),
    level: p.integer(),
    /** Hundredths of a star, 0 while unrated. */
    rating: p.integer(),
    /** The stars of every order review of the store, added up, and how many reviews: the rating is their average. */
    ratingSum: p.bigint('number'),
    ratingCount: p.bigint('number'),
    visits: p.bigint('number'),
    collections: p.bigint('number'),
    sales: p.bigint('number'),
    productCount: p.integer(),
    overall: p.bigint('number'),
    /** The highest catalog listing version applied to productCount. */
    listingVersion: p.bigint('number'),
    /** The highest catalog collection version applied to collections. */
    collectionVersion: p.bigint('number'),
    /** One more per change published as merchant.store.changed.v1. */
    version: p.integer(),
    openedAt: p.datetime(),
  },
});
export type StoreRecord = InferEntity<typeof Store>;

/** One visit per viewer and Jakarta day. */
export const StoreVisit = defineEntity({
  name: 'StoreVisit',
  tableName: 'store_visit',
  properties: {
    storeId: p.bigint('number').primary(),
    viewer: p.string().primary(),
    day: p.string().primary(),
  },
});

/** Who uploaded which logo: a key is accepted only from a user who uploaded it. */
export const LogoUpload = defineEntity({
  name: 'LogoUpload',
  tableName: 'logo_upload',
  properties: {
    key: p.string().primary(),
    ownerId: p.uuid().primary(),
    createdAt: p.datetime(),
  },
});

/** The operator actions this service audits (service-kit's AuditLog). */
export const auditActions = ['application.approved', 'application.rejected', 'store.suspended', 'store.restored'] as const;
export type AuditAction = (typeof auditActions)[number];


export const entities = [Application, Store, StoreVisit, LogoUpload, AuditLog];

/** The tables as the entities define them, for typed Kysely statements (`em.getKysely<MerchantDb>()`). */
export type MerchantDb = InferKyselyDB<(typeof entities)[number]>;
