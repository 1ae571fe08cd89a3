import { describe, expect, it } from '@jest/globals';
import { chooseDefault } from '../../src/domain/default-address.js';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 24, 10, minute));

describe('chooseDefault', () => {
  it('makes the first address the default', () => {
    expect(chooseDefault([{ id: 1, isDefault: false, createdAt: at(0) }])).toBe(1);
  });

  it('keeps the current default when another address is added or edited', () => {
    const addresses = [
      { id: 1, isDefault: true, createdAt: at(0) },
      { id: 2, isDefault: false, createdAt: at(1) },
    ];
    expect(chooseDefault(addresses)).toBe(1);
  });

  it('moves the default to the address asked for', () => {
    expect(chooseDefault([{ id: 1, isDefault: true, createdAt: at(0) }, { id: 2, isDefault: false, createdAt: at(1) }], 2)).toBe(2);
  });

  it('ignores a request for an address that is not there', () => {
    expect(chooseDefault([{ id: 1, isDefault: true, createdAt: at(0) }], 9)).toBe(1);
  });

  it('promotes the newest address when the default is gone', () => {
    const remaining = [
      { id: 2, isDefault: false, createdAt: at(1) },
      { id: 3, isDefault: false, createdAt: at(5) },
      { id: 4, isDefault: false, createdAt: at(5) },
    ];
    expect(chooseDefault(remaining)).toBe(4);
  });

  it('has no default without addresses', () => {
    expect(chooseDefault([])).toBeUndefined();
  });
});
