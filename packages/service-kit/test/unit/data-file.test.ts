import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, jest } from '@jest/globals';
import { z } from 'zod';
import { onFirstUse, readDataFile } from '../../src/data-file.js';

const folder = mkdtempSync(path.join(tmpdir(), 'data-file-'));
const fileWith = (name: string, text: string) => {
  writeFileSync(path.join(folder, name), text);
  return pathToFileURL(path.join(folder, name));
};
const stores = z.array(z.object({ name: z.string().min(1), sales: z.number().int().min(0) }));

describe('readDataFile', () => {
  it('answers the file parsed by its schema', () => {
    expect(readDataFile(fileWith('good.json', '[{ "name": "Toko Jaya", "sales": 3 }]'), stores)).toEqual([{ name: 'Toko Jaya', sales: 3 }]);
  });

  it('names the file and every problem when the data does not fit', () => {
    const file = fileWith('bad.json', '[{ "name": "", "sales": 3 }, { "name": "Kedai", "sales": -1 }]');
    expect(() => readDataFile(file, stores)).toThrow(`data file ${path.join(folder, 'bad.json')} is invalid:\n  0.name: `);
    expect(() => readDataFile(file, stores)).toThrow(/\n {2}1\.sales: /);
  });

  it('names the file when it is missing or not JSON', () => {
    expect(() => readDataFile(pathToFileURL(path.join(folder, 'missing.json')), stores)).toThrow(`data file ${path.join(folder, 'missing.json')} could not be read: ENOENT`);
    expect(() => readDataFile(fileWith('broken.json', '[{ "name": '), stores)).toThrow(`data file ${path.join(folder, 'broken.json')} could not be read: `);
  });
});

describe('onFirstUse', () => {
  it('reads once, when first asked', () => {
    const read = jest.fn(() => ['Toko Jaya']);
    const names = onFirstUse(read);
    expect(read).not.toHaveBeenCalled();
    expect(names()).toBe(names());
    expect(read).toHaveBeenCalledTimes(1);
  });
});
