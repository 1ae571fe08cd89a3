import { merchantV1, type catalogV1, type identityV1, type mediaV1 } from '@shop/contracts';

// What the front ends receive: proto messages reshaped with real Dates (superjson carries them).

export function shopperUser(user: identityV1.User | undefined) {
  return {
    id: user!.id,
    /** E.164 phone (+628…) or lower-cased email. */
    account: user!.account,
    accountKind: user!.accountKind as 'phone' | 'email',
    nickname: user!.nickname,
    /** A site path or an https URL; empty when none. */
    avatar: user!.avatar,
    /** Platform roles: `operator` opens the operator console. */
    roles: [...user!.roles],
    createdAt: new Date(user!.createdAt),
  };
}

export function shopperSession(session: identityV1.NewSession | undefined) {
  return { token: session!.token, expiresAt: new Date(session!.expiresAt), user: shopperUser(session!.user) };
}

export function shopperAddress(address: identityV1.Address | undefined) {
  const { id, recipientName, phone, provinceCode, provinceName, cityCode, cityName, districtCode, districtName, detail, isDefault } = address!;
  return { id, recipientName, phone, provinceCode, provinceName, cityCode, cityName, districtCode, districtName, detail, isDefault };
}

const applicationStatusOf: Record<merchantV1.ApplicationStatus, 'submitted' | 'approved' | 'rejected' | undefined> = {
  [merchantV1.ApplicationStatus.APPLICATION_STATUS_UNSPECIFIED]: undefined,
  [merchantV1.ApplicationStatus.APPLICATION_STATUS_SUBMITTED]: 'submitted',
  [merchantV1.ApplicationStatus.APPLICATION_STATUS_APPROVED]: 'approved',
  [merchantV1.ApplicationStatus.APPLICATION_STATUS_REJECTED]: 'rejected',
  [merchantV1.ApplicationStatus.UNRECOGNIZED]: undefined,
};

const storeStatusOf: Record<merchantV1.StoreStatus, 'active' | 'suspended' | undefined> = {
  [merchantV1.StoreStatus.STORE_STATUS_UNSPECIFIED]: undefined,
  [merchantV1.StoreStatus.STORE_STATUS_ACTIVE]: 'active',
  [merchantV1.StoreStatus.STORE_STATUS_SUSPENDED]: 'suspended',
  [merchantV1.StoreStatus.UNRECOGNIZED]: undefined,
};

function known<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`unknown ${what}`);
  return value;
}

/** A stored picture's (a logo's, a product's) key and its sizes, smallest first: `srcSet` material (`ImageVariants`). */
export function storedImage(image: mediaV1.Image | undefined) {
  return { key: image?.key ?? '', variants: (image?.variants ?? []).map(({ width, url }) => ({ width, url })) };
}

/** What anyone sees of a store: no owner, phone or settings. Rating is out of 5 with two decimals. */
export function publicStore(store: merchantV1.Store) {
  return {
    id: store.id,
    name: store.name,
    logo: storedImage(store.logo),
    description: store.description,
    level: store.level,
    rating: store.rating / 100,
    visits: store.visits,
    collections: store.collections,
    sales: store.sales,
    productCount: store.productCount,
    openedAt: new Date(store.openedAt),
  };
}

/** The owner's (and operators') view of a store. */
export function merchantStore(store: merchantV1.Store) {
  return { ...publicStore(store), phone: store.phone, autoPay: store.autoPay, status: known(storeStatusOf[store.status], 'store status') };
}

/** An application as its applicant sees it (the KTP number comes masked from the service). */
export function merchantApplication(application: merchantV1.Application) {
  return {
    id: application.id,
    status: known(applicationStatusOf[application.status], 'application status'),
    storeName: application.storeName,
    phone: application.phone,
    logo: storedImage(application.logo),
    description: application.description,
    ownerName: application.ownerName,
    ktpNumber: application.ktpNumber,
    reviewReason: application.reviewReason,
    submittedAt: new Date(application.submittedAt),
    reviewedAt: application.reviewedAt ? new Date(application.reviewedAt) : null,
    storeId: application.storeId || null,
  };
}

/** A review as shoppers read it: `lang` is the language its author wrote in. */
export function shopperReview(review: catalogV1.Review) {
  return {
    id: review.id,
    author: review.authorName,
    rating: review.rating,
    text: review.text,
    lang: review.lang as 'en' | 'zh' | 'ind',
    createdAt: new Date(review.createdAt),
  };
}
