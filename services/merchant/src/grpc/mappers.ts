import type { mediaV1} from '@shop/contracts';
import { merchantV1 } from '@shop/contracts';
import { squareImageVariants, type ObjectStore } from '@shop/media';
import type { AuditRecord } from '@shop/service-kit';
import type { ApplicationRecord, StoreRecord, StoreStatus } from '../db/entities.js';
import { maskKtpNumber, type ApplicationStatus } from '../domain/application-status.js';
import type { StreetSort } from '../domain/street.js';

const applicationStatus: Record<ApplicationStatus, merchantV1.ApplicationStatus> = {
  submitted: merchantV1.ApplicationStatus.APPLICATION_STATUS_SUBMITTED,
  approved: merchantV1.ApplicationStatus.APPLICATION_STATUS_APPROVED,
  rejected: merchantV1.ApplicationStatus.APPLICATION_STATUS_REJECTED,
};

const storeStatus: Record<StoreStatus, merchantV1.StoreStatus> = {
  active: merchantV1.StoreStatus.STORE_STATUS_ACTIVE,
  suspended: merchantV1.StoreStatus.STORE_STATUS_SUSPENDED,
};

function reverse<K extends string, V extends string>(table: Record<K, V>): Partial<Record<V, K>> {
  return Object.fromEntries(Object.entries(table).map(([key, value]) => [value, key])) as Partial<Record<V, K>>;
}

const applicationStatusOf = reverse(applicationStatus);
const storeStatusOf = reverse(storeStatus);

/** A status filter from the wire: UNSPECIFIED means every status. */
export function applicationStatusFilter(status: merchantV1.ApplicationStatus): ApplicationStatus | undefined {
  return applicationStatusOf[status];
}

export function storeStatusFilter(status: merchantV1.StoreStatus): StoreStatus | undefined {
  return storeStatusOf[status];
}

const streetSort: Partial<Record<merchantV1.StreetSort, StreetSort>> = {
  [merchantV1.StreetSort.STREET_SORT_UNSPECIFIED]: 'overall',
  [merchantV1.StreetSort.STREET_SORT_OVERALL]: 'overall',
  [merchantV1.StreetSort.STREET_SORT_NEW]: 'new',
  [merchantV1.StreetSort.STREET_SORT_RATING]: 'rating',
  [merchantV1.StreetSort.STREET_SORT_LEVEL]: 'level',
  [merchantV1.StreetSort.STREET_SORT_VISITS]: 'visits',
  [merchantV1.StreetSort.STREET_SORT_SALES]: 'sales',
  [merchantV1.StreetSort.STREET_SORT_COLLECTIONS]: 'collections',
};

/** The street order a request names ("overall" when unspecified); an unknown value is passed on to be refused. */
export function streetSortOf(sort: merchantV1.StreetSort): string {
  return streetSort[sort] ?? String(sort);
}

/** Maps records to messages; logos become URLs of the object store their variants live in. */
export function protoMappers(objects: ObjectStore) {
  const logo = (key: string | null | undefined): mediaV1.Image | undefined =>
    !key ? undefined : { key, variants: squareImageVariants(key).variants.map((variant) => ({ width: variant.width, url: objects.publicUrl(variant.key) })) };

  return {
    logo,
    store: (store: StoreRecord): merchantV1.Store => ({
      id: store.id,
      ownerId: store.ownerId,
      name: store.name,
      phone: store.phone,
      logo: logo(store.logoKey),
      description: store.description,
      autoPay: store.autoPay,
      status: storeStatus[store.status],
      level: store.level,
      rating: store.rating,
      visits: store.visits,
      collections: store.collections,
      sales: store.sales,
      productCount: store.productCount,
      overall: store.overall,
      openedAt: store.openedAt.toISOString(),
    }),
    /** The KTP number whole only for operators; the applicant sees its last four digits. */
    application: (application: ApplicationRecord, ktp: 'whole' | 'masked'): merchantV1.Application => ({
      id: application.id,
      applicantId: application.applicantId,
      status: applicationStatus[application.status],
      storeName: application.storeName,
      phone: application.phone,
      logo: logo(application.logoKey),
      description: application.description,
      ownerName: application.ownerName,
      ktpNumber: ktp === 'whole' ? application.ktpNumber : maskKtpNumber(application.ktpNumber),
      reviewReason: application.reviewReason ?? '',
      submittedAt: application.submittedAt.toISOString(),
      reviewedAt: application.reviewedAt?.toISOString() ?? '',
      storeId: application.storeId ?? 0,
    }),
    audit: (entry: AuditRecord): merchantV1.AuditEntry => ({ ...entry, at: entry.at.toISOString() }),
  };
}
