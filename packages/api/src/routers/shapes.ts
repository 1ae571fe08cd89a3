import {
  adjustmentStatusProto,
  merchantV1,
  paymentMethodProto,
  rechargeMethods,
  rechargeStatusProto,
  recordTypeProto,
  wireNameOf,
  withdrawalStatusProto,
  type catalogV1,
  type fundV1,
  type identityV1,
  type mediaV1,
  type paymentV1,
  type RechargeKind,
  type RechargeMethod,
} from '@shop/contracts';

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

/** A proto enum and our wire names of its values (`recharge`, `in_review`), both ways. */
function wireNames<Name extends string, Proto extends string>(protoOf: Readonly<Record<Name, Proto>>, what: string) {
  const nameOf = wireNameOf(protoOf);
  return { protoOf: (name: Name) => protoOf[name], nameOf: (proto: Proto) => known(nameOf(proto), what) };
}

export const recordTypes = wireNames(recordTypeProto, 'fund record type');
export const withdrawalStatusNames = wireNames(withdrawalStatusProto, 'withdrawal status');
export const adjustmentStatusNames = wireNames(adjustmentStatusProto, 'adjustment status');
export const paymentMethods = wireNames(paymentMethodProto, 'payment method');
const rechargeStatusNames = wireNames(rechargeStatusProto, 'recharge status');

/** How the payer pays with a method (virtual account, QRIS, e-wallet), from the shared list. */
function kindOf(method: RechargeMethod): RechargeKind {
  return rechargeMethods.find((option) => option.method === method)!.kind;
}

/** An instant the service leaves empty until it happens. */
function instantOrNull(iso: string): Date | null {
  return iso ? new Date(iso) : null;
}

/** A wallet's figures in whole rupiah (services/fund/README.md defines them). */
export function wallet(wallet: fundV1.Wallet | undefined) {
  const { available, held, assets, profit, goodsCost } = wallet!;
  return { available, held, assets, profit, goodsCost };
}

/** One balance change: signed amount (positive credits), the available balance after it. */
export function fundRecord(record: fundV1.FundRecord | undefined) {
  const { id, type, amount, balanceAfter, reference, memo, createdAt } = record!;
  return { id, type: recordTypes.nameOf(type), amount, balanceAfter, reference, memo, createdAt: new Date(createdAt) };
}

/** A bound bank account: the whole number for its owner, the last four digits for anyone else. */
export function bankAccount(account: fundV1.BankAccount | undefined) {
  if (!account) return null;
  return {
    bankCode: account.bankCode,
    accountName: account.accountName,
    accountNumber: account.accountNumber,
    boundAt: new Date(account.boundAt),
    /** After a replacement, when withdrawals open again (in the past once they have); null after a first binding. */
    withdrawalsOpenAt: account.withdrawalsOpenAt ? new Date(account.withdrawalsOpenAt) : null,
  };
}

/** A withdrawal as its owner sees it: held `amount`, the `fee` charged at payout and the `netAmount` paid. */
export function withdrawal(withdrawal: fundV1.Withdrawal | undefined) {
  const { id, status, amount, fee, netAmount, bankAccount: account, reason, requestedAt, reviewedAt, settledAt } = withdrawal!;
  return {
    id,
    status: withdrawalStatusNames.nameOf(status),
    amount,
    fee,
    netAmount,
    bankAccount: bankAccount(account),
    /** The operator's reason when rejected; the gateway's when failed. */
    reason,
    requestedAt: new Date(requestedAt),
    reviewedAt: instantOrNull(reviewedAt),
    settledAt: instantOrNull(settledAt),
  };
}

/** An operator's wallet adjustment: pending until a second operator reviews it when above the threshold. */
export function adjustment(adjustment: fundV1.Adjustment | undefined) {
  const { id, userId, amount, reason, status, requestedBy, requestedAt, reviewedBy, reviewedAt, reviewReason } = adjustment!;
  return {
    id,
    userId,
    /** Signed rupiah. */
    amount,
    reason,
    status: adjustmentStatusNames.nameOf(status),
    requestedBy,
    requestedAt: new Date(requestedAt),
    reviewedBy: reviewedBy || null,
    reviewedAt: instantOrNull(reviewedAt),
    /** The reviewer's reason for a rejection, or the posting's refusal for a failure. */
    reviewReason,
  };
}

/** A fee settings version: percentages in basis points (1100 = 11 %), money in rupiah. */
export function feeSettings(settings: fundV1.FeeSettings | undefined) {
  const { version, effectiveAt, serviceFeeBp, shippingFee, vatBp, withdrawalFeeBp, withdrawalFeeMin } = settings!;
  return { version, effectiveAt: new Date(effectiveAt), serviceFeeBp, shippingFee, vatBp, withdrawalFeeBp, withdrawalFeeMin };
}

/** A recharge with what its payer needs: a VA number (Mandiri: bill key and biller code), a QR payload or an e-wallet link. */
export function recharge(recharge: paymentV1.Recharge | undefined) {
  const { id, amount, method, status, vaNumber, billerCode, qrString, redirectUrl, createdAt, expiresAt, paidAt } = recharge!;
  const name = paymentMethods.nameOf(method);
  return {
    id,
    amount,
    method: name,
    kind: kindOf(name),
    status: rechargeStatusNames.nameOf(status),
    vaNumber,
    billerCode,
    qrString,
    redirectUrl,
    createdAt: new Date(createdAt),
    expiresAt: new Date(expiresAt),
    paidAt: instantOrNull(paidAt),
  };
}
