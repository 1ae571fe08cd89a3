import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { merchantV1 } from '@shop/contracts';
import { applicationForm, OPERATOR, startMerchant, withKey, type MerchantFixture } from './fixture.js';

let merchant: MerchantFixture;
const operatorId = randomUUID();

beforeAll(async () => {
  merchant = await startMerchant();
});

afterAll(async () => {
  await merchant?.stop();
});

const operator = () => merchant.asUser(operatorId, OPERATOR);

/** The merchant.application.reviewed.v1 payloads in the outbox for one application. */
const reviewedEvents = async (applicationId: string) =>
  (await merchant.sql<{ payload: unknown }>(`select payload from outbox where type = 'merchant.application.reviewed.v1' and key = ? order by occurred_at`, [applicationId])).map((row) => row.payload);

async function applyAndApprove(userId: string, form = applicationForm()): Promise<merchantV1.Store> {
  const { application } = await merchant.asUser(userId).submitApplication(form, withKey(`apply-${userId}`));
  await operator().reviewApplication({ applicationId: application!.id, approve: true, reason: '' }, withKey(`approve-${application!.id}`));
  return (await merchant.asUser(userId).getMyStore({})).store!;
}

describe('applying and review', () => {
  it('apply -> approve -> the store opens with the application fields, announced once', async () => {
    const user = randomUUID();
    const me = merchant.asUser(user);
    expect(await me.getMyApplication({})).toEqual({ application: undefined });
    await expect(me.getMyStore({})).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'not_a_merchant' });

    const form = applicationForm({ storeName: '  Toko Ánda Sejahtera ', phone: '0812-3456-7890', ktpNumber: '3171 2345 0190 0001' });
    const { application } = await me.submitApplication(form, withKey('apply-1'));
    expect(application).toMatchObject({
      status: merchantV1.ApplicationStatus.APPLICATION_STATUS_SUBMITTED,
      applicantId: user,
      storeName: 'Toko Ánda Sejahtera',
      phone: '+6281234567890',
      // The applicant sees the KTP number masked; operators whole.
      ktpNumber: '************0001',
    });
    expect((await me.getMyApplication({})).application).toEqual(application);
    const queue = await operator().listApplications({ status: merchantV1.ApplicationStatus.APPLICATION_STATUS_SUBMITTED, cursor: '', limit: 50 });
    expect(queue.items.find((a) => a.id === application!.id)).toMatchObject({ ktpNumber: '3171234501900001' });

    const review = withKey('approve-1');
    const { application: approved } = await operator().reviewApplication({ applicationId: application!.id, approve: true, reason: '' }, review);
    // A retry of the operator's click answers the same and opens nothing more.
    expect((await operator().reviewApplication({ applicationId: application!.id, approve: true, reason: '' }, review)).application).toEqual(approved);
    expect(approved).toMatchObject({ status: merchantV1.ApplicationStatus.APPLICATION_STATUS_APPROVED });
    expect(approved!.storeId).toBeGreaterThan(0);

    const { store } = await me.getMyStore({});
    expect(store).toMatchObject({
      id: approved!.storeId,
      ownerId: user,
      name: 'Toko Ánda Sejahtera',
      phone: '+6281234567890',
      autoPay: false,
      status: merchantV1.StoreStatus.STORE_STATUS_ACTIVE,
      level: 1,
      visits: 0,
      productCount: 0,
    });
    expect((await merchant.asVisitor().getStore({ id: store!.id })).store).toEqual(store);
    const events = await merchant.sql<{ payload: { version: number; status: string } }>(`select payload from outbox where type = 'merchant.store.changed.v1' and key = ?`, [String(store!.id)]);
    expect(events.map((e) => e.payload)).toEqual([expect.objectContaining({ version: 1, status: 'active', ownerId: user })]);
    const audit = await operator().listAuditLog({ cursor: '', limit: 5 });
    expect(audit.items[0]).toMatchObject({ actorId: operatorId, action: 'application.approved', subject: `application:${application!.id}` });

    // A store owner cannot apply again, and the application cannot be reviewed twice.
    await expect(me.submitApplication(applicationForm(), withKey('apply-2'))).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'already_merchant' });
    await expect(operator().reviewApplication({ applicationId: application!.id, approve: false, reason: 'late' }, withKey('approve-2'))).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'application_already_reviewed',
    });
    // The applicant is told once: neither the retried click nor the refused second review adds to it.
    expect(await reviewedEvents(application!.id)).toEqual([
      { applicationId: application!.id, userId: user, storeName: expect.any(String), decision: 'approved', reason: '', storeId: String(approved!.storeId), reviewedAt: expect.any(String) },
    ]);
  });

  it('keeps one open application per user; a rejected applicant applies again and sees the reason', async () => {
    const user = randomUUID();
    const me = merchant.asUser(user);
    const { application: first } = await me.submitApplication(applicationForm(), withKey('open-1'));
    await expect(me.submitApplication(applicationForm(), withKey('open-2'))).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'application_open' });

    await expect(operator().reviewApplication({ applicationId: first!.id, approve: false, reason: '  ' }, withKey('reject-0'))).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'reason_required',
    });
    await operator().reviewApplication({ applicationId: first!.id, approve: false, reason: 'Foto KTP tidak jelas' }, withKey('reject-1'));
    await operator().reviewApplication({ applicationId: first!.id, approve: false, reason: 'Foto KTP tidak jelas' }, withKey('reject-1'));
    expect(await reviewedEvents(first!.id)).toEqual([
      { applicationId: first!.id, userId: user, storeName: expect.any(String), decision: 'refused', reason: 'Foto KTP tidak jelas', storeId: null, reviewedAt: expect.any(String) },
    ]);
    const { application: rejected } = await me.getMyApplication({});
    expect(rejected).toMatchObject({ id: first!.id, status: merchantV1.ApplicationStatus.APPLICATION_STATUS_REJECTED, reviewReason: 'Foto KTP tidak jelas' });
    expect(rejected!.reviewedAt).not.toBe('');

    const { application: second } = await me.submitApplication(applicationForm(), withKey('open-3'));
    expect(second!.id).not.toBe(first!.id);
    expect((await me.getMyApplication({})).application).toMatchObject({ id: second!.id, status: merchantV1.ApplicationStatus.APPLICATION_STATUS_SUBMITTED });
  });

  it('changes state once for concurrent duplicate submits with one key, and once for racing submits with different keys', async () => {
    const user = randomUUID();
    const me = merchant.asUser(user);
    const form = applicationForm();
    const answers = await Promise.all(Array.from({ length: 5 }, () => me.submitApplication(form, withKey('same-intent'))));
    expect(new Set(answers.map((a) => a.application!.id)).size).toBe(1);

    const other = randomUUID();
    const racing = await Promise.allSettled(Array.from({ length: 4 }, (_, i) => merchant.asUser(other).submitApplication(applicationForm(), withKey(`race-${i}`))));
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const refused of racing.filter((r) => r.status === 'rejected')) expect(refused.reason).toMatchObject({ reason: 'application_open' });

    const rows = await merchant.sql<{ applicant_id: string }>('select applicant_id from application where applicant_id in (?, ?)', [user, other]);
    expect(rows).toHaveLength(2);
  });

  it('refuses a bad form with a translated reason and changes nothing', async () => {
    const user = randomUUID();
    const me = merchant.asUser(user);
    const cases: [Partial<merchantV1.SubmitApplicationRequest>, string][] = [
      [{ storeName: '' }, 'store_name_required'],
      [{ phone: '12' }, 'invalid_phone_format'],
      [{ ownerName: '' }, 'owner_name_required'],
      [{ ktpNumber: '0000000000000000' }, 'invalid_ktp_format'],
      [{ logoKey: 'logos/' + 'a'.repeat(64) }, 'logo_not_found'],
    ];
    for (const [i, [change, reason]] of cases.entries()) {
      await expect(me.submitApplication(applicationForm(change), withKey(`bad-${i}`))).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason });
    }
    expect(await merchant.sql('select 1 from application where applicant_id = ?', [user])).toHaveLength(0);
  });

  it('refuses a store name another store has, whatever its case and accents', async () => {
    await applyAndApprove(randomUUID(), applicationForm({ storeName: 'Kedai Élok' }));
    await expect(merchant.asUser(randomUUID()).submitApplication(applicationForm({ storeName: 'KEDAI  elok' }), withKey('taken'))).rejects.toMatchObject({
      code: 'ALREADY_EXISTS',
      reason: 'store_name_taken',
    });
  });
});

describe('the own store', () => {
  it('an owner edits only their own store; names stay unique; suspended stores cannot be edited', async () => {
    const owner = randomUUID();
    const store = await applyAndApprove(owner);
    const neighbour = await applyAndApprove(randomUUID(), applicationForm({ storeName: 'Toko Tetangga' }));

    const edit = { name: 'Toko Baru Saya', phone: '+6281299990000', logoKey: '', description: 'Baru', autoPay: true };
    const { store: edited } = await merchant.asUser(owner).updateMyStore(edit, withKey('edit-1'));
    expect(edited).toMatchObject({ id: store.id, name: 'Toko Baru Saya', autoPay: true, description: 'Baru' });
    // The neighbour is untouched: there is no store id in the request, the store is the caller's.
    expect((await merchant.asVisitor().getStore({ id: neighbour.id })).store).toEqual(neighbour);
    await expect(merchant.asUser(owner).updateMyStore({ ...edit, name: 'toko tetangga' }, withKey('edit-2'))).rejects.toMatchObject({ reason: 'store_name_taken' });
    await expect(merchant.asUser(randomUUID()).updateMyStore(edit, withKey('edit-3'))).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'not_a_merchant' });
    const versions = await merchant.sql<{ payload: { version: number } }>(`select payload from outbox where type = 'merchant.store.changed.v1' and key = ? order by occurred_at`, [String(store.id)]);
    expect(versions.map((v) => v.payload.version)).toEqual([1, 2]);

    await operator().setStoreStatus({ storeId: store.id, status: merchantV1.StoreStatus.STORE_STATUS_SUSPENDED, reason: 'Laporan penipuan' }, withKey('suspend-1'));
    await expect(merchant.asUser(owner).updateMyStore(edit, withKey('edit-4'))).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'store_suspended' });
    // The owner still sees it; the public does not.
    expect((await merchant.asUser(owner).getMyStore({})).store).toMatchObject({ status: merchantV1.StoreStatus.STORE_STATUS_SUSPENDED });
    await expect(merchant.asVisitor().getStore({ id: store.id })).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'store_not_found' });
    await expect(merchant.asVisitor().recordStoreVisit({ storeId: store.id, anonymousViewer: 'v1' }, withKey('visit-suspended'))).rejects.toMatchObject({ reason: 'store_not_found' });

    await operator().setStoreStatus({ storeId: store.id, status: merchantV1.StoreStatus.STORE_STATUS_ACTIVE, reason: 'Sudah diverifikasi' }, withKey('restore-1'));
    expect((await merchant.asVisitor().getStore({ id: store.id })).store).toMatchObject({ status: merchantV1.StoreStatus.STORE_STATUS_ACTIVE });
    const audit = await operator().listAuditLog({ cursor: '', limit: 2 });
    expect(audit.items.map((e) => [e.action, e.subject, e.reason])).toEqual([
      ['store.restored', `store:${store.id}`, 'Sudah diverifikasi'],
      ['store.suspended', `store:${store.id}`, 'Laporan penipuan'],
    ]);
    const statuses = await merchant.sql<{ payload: { version: number; status: string } }>(`select payload from outbox where type = 'merchant.store.changed.v1' and key = ? order by occurred_at`, [String(store.id)]);
    expect(statuses.map((v) => [v.payload.version, v.payload.status])).toEqual([[1, 'active'], [2, 'active'], [3, 'suspended'], [4, 'active']]);
  });

  it('an operator neither reviews their own application nor suspends or restores their own store', async () => {
    const operatorMerchant = randomUUID();
    const asOwnOperator = merchant.asUser(operatorMerchant, OPERATOR);
    const { application } = await merchant.asUser(operatorMerchant).submitApplication(applicationForm({ storeName: 'Toko Operator' }), withKey('own-apply'));
    for (const approve of [true, false]) {
      await expect(asOwnOperator.reviewApplication({ applicationId: application!.id, approve, reason: approve ? '' : 'x' }, withKey(`own-review-${approve}`))).rejects.toMatchObject({
        code: 'PERMISSION_DENIED',
        reason: 'operator_own_subject',
      });
    }
    await operator().reviewApplication({ applicationId: application!.id, approve: true, reason: '' }, withKey('other-review'));
    const { store } = await merchant.asUser(operatorMerchant).getMyStore({});
    for (const status of [merchantV1.StoreStatus.STORE_STATUS_SUSPENDED, merchantV1.StoreStatus.STORE_STATUS_ACTIVE]) {
      await expect(asOwnOperator.setStoreStatus({ storeId: store!.id, status, reason: 'Sendiri' }, withKey(`own-status-${status}`))).rejects.toMatchObject({
        code: 'PERMISSION_DENIED',
        reason: 'operator_own_subject',
      });
    }
    expect((await merchant.asUser(operatorMerchant).getMyStore({})).store).toMatchObject({ status: merchantV1.StoreStatus.STORE_STATUS_ACTIVE });
    await expect(operator().setStoreStatus({ storeId: 999_999, status: merchantV1.StoreStatus.STORE_STATUS_SUSPENDED, reason: 'x' }, withKey('ghost-store'))).rejects.toMatchObject({
      code: 'NOT_FOUND',
      reason: 'store_not_found',
    });
  });

  it('operators find stores by name and status, page by page', async () => {
    const found = await operator().searchStores({ query: 'TOKO', status: merchantV1.StoreStatus.STORE_STATUS_UNSPECIFIED, cursor: '', limit: 1 });
    expect(found.items).toHaveLength(1);
    expect(found.nextCursor).not.toBe('');
    const next = await operator().searchStores({ query: 'TOKO', status: merchantV1.StoreStatus.STORE_STATUS_UNSPECIFIED, cursor: found.nextCursor, limit: 50 });
    expect(next.items.every((s) => s.id > found.items[0]!.id && s.name.toLowerCase().includes('toko'))).toBe(true);
    await expect(operator().searchStores({ query: '', status: merchantV1.StoreStatus.STORE_STATUS_UNSPECIFIED, cursor: 'bogus', limit: 5 })).rejects.toMatchObject({ reason: 'invalid_cursor' });
  });
});

describe('who may call', () => {
  const operatorCalls: [keyof typeof merchantV1.MerchantServiceService, unknown][] = [
    ['listApplications', { status: 0, cursor: '', limit: 5 }],
    ['reviewApplication', { applicationId: randomUUID(), approve: true, reason: '' }],
    ['searchStores', { query: '', status: 0, cursor: '', limit: 5 }],
    ['setStoreStatus', { storeId: 1, status: 2, reason: 'x' }],
    ['listAuditLog', { cursor: '', limit: 5 }],
  ];

  it('refuses every operator method to a shopper and to a caller other than the BFF, over raw gRPC', async () => {
    for (const [method, request] of operatorCalls) {
      const call = (calls: ReturnType<MerchantFixture['asVisitor']>) => (calls[method] as (r: unknown, o: unknown) => Promise<unknown>)(request, withKey(`deny-${method}`));
      await expect(call(merchant.asUser(randomUUID()))).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'caller_not_allowed' });
      await expect(call(merchant.asVisitor())).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'caller_not_allowed' });
      // Even with the operator role, only the BFF may ask.
      await expect(call(merchant.signedBy('catalog', operatorId, OPERATOR))).rejects.toMatchObject({ code: 'PERMISSION_DENIED', reason: 'caller_not_allowed' });
    }
    expect(await merchant.sql('select 1 from audit_log where actor_id <> ?', [operatorId])).toHaveLength(0);
  });

  it("refuses a merchant's own methods to a visitor", async () => {
    await expect(merchant.asVisitor().getMyStore({})).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
    await expect(merchant.asVisitor().submitApplication(applicationForm(), withKey('visitor-apply'))).rejects.toMatchObject({ code: 'PERMISSION_DENIED' });
  });
});
