/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { clearToken, storeToken } from '@shop/web-core';
import { fakeServer, renderPage, stopFakeServer } from '@shop/web-core/testing';
import { cleanup, screen, within } from '@testing-library/react';
import FundAuditPage from '../src/exposes/FundAuditPage';
import { auditEntry, operator, shopper } from './fixtures';

beforeEach(() => {
  storeToken('token-1');
  fakeServer({
    'user.me': () => operator,
    'operator.fundAudit': () => ({
      items: [
        auditEntry('f4', { action: 'fees.scheduled', subject: 'fees:2', reason: 'PPN 12 % dari Januari' }),
        auditEntry('f3', { action: 'wallet.adjusted', subject: `user:${shopper.id}`, reason: 'Kompensasi paket hilang' }),
        auditEntry('f2', { action: 'withdrawal.rejected', subject: 'withdrawal:w2', reason: 'Nama rekening tidak cocok' }),
        auditEntry('f1', { action: 'withdrawal.approved', subject: 'withdrawal:w1', reason: '' }),
      ],
      nextCursor: null,
    }),
  });
});

afterEach(() => {
  cleanup();
  stopFakeServer();
  clearToken();
});

describe('the fund audit log', () => {
  it('says who reviewed, adjusted or scheduled what, why and when', async () => {
    await renderPage(FundAuditPage, 'en', '/ops/fund-audit');
    const table = await screen.findByRole('table', { name: 'Every withdrawal review, wallet adjustment and fee change, newest first' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').slice(2).map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Scheduled fee settings', 'Fee settings version 2', 'PPN 12 % dari Januari'],
      ['Adjusted a wallet', `Wallet of user ${shopper.id}`, 'Kompensasi paket hilang'],
      ['Rejected a withdrawal', 'Withdrawal w2', 'Nama rekening tidak cocok'],
      ['Approved a withdrawal', 'Withdrawal w1', ''],
    ]);
  });

  it('says when nothing has happened yet', async () => {
    fakeServer({ 'user.me': () => operator, 'operator.fundAudit': () => ({ items: [], nextCursor: null }) });
    await renderPage(FundAuditPage, 'zh', '/ops/fund-audit');
    expect(await screen.findByRole('heading', { name: '暂无资金操作' })).toBeTruthy();
  });
});
