import { describe, expect, it } from '@jest/globals';
import { exposesOf } from '@shop/web-build';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { operatorPages } from '../src/pages';

describe('the page list', () => {
  it('exposes each page from src/exposes/<Name>.tsx under /ops, and every such file exists', () => {
    const exposes = exposesOf(operatorPages);
    expect(Object.keys(exposes)).toEqual(['./ApplicationsPage', './StoresPage', './AuditLogPage', './WithdrawalsPage', './WalletsPage', './AdjustmentsPage', './FeesPage', './FundAuditPage', './DeliveriesPage', './TemplatesPage']);
    for (const page of Object.values(operatorPages)) expect(page.path).toMatch(/^\/ops(\/|$)/);
    for (const file of Object.values(exposes)) expect(existsSync(path.join(import.meta.dirname, '..', file))).toBe(true);
  });
});
