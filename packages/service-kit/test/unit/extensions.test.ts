import { describe, expect, it } from '@jest/globals';
import { sharedExtensionSql } from '../../src/db/extensions.js';

describe('a shared extension', () => {
  it('is created under one lock whichever service asks, in public, only when missing', () => {
    expect(sharedExtensionSql('pg_trgm')).toEqual([
      "select pg_advisory_xact_lock(hashtext('create extension pg_trgm'))",
      'create extension if not exists pg_trgm with schema public',
    ]);
  });
});
