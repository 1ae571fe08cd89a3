import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';

// Every posting reaches the journal through the posting command (src/application/post.ts), so a
// service's call, the fund's own steps and an event are checked alike. These read the sources.

const src = path.resolve(import.meta.dirname, '..', '..', 'src');
const ledgerRepository = path.join(src, 'db', 'ledger-repository.ts');
const journalWriters = ['postJournal', 'releaseHold', 'takeHold'];

function sourcesUnder(folder: string): string[] {
  return readdirSync(path.join(src, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(src, folder, file));
}

/** The file's static imports: the names it takes and the source file they come from. */
function importsOf(file: string): { names: string[]; from: string }[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^import\s+(?:type\s+)?([^'";]*?)\s*from\s*'([^']+)';/gms)].map(([, clause = '', specifier = '']) => ({
    names: [...clause.matchAll(/\b(\w+)\b(?:\s+as\s+\w+)?/g)].map(([, name = '']) => name).filter((name) => name !== 'type'),
    from: specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts')) : specifier,
  }));
}

describe('the one door into the ledger', () => {
  it('no event handler imports the ledger repository: events post through the posting command', () => {
    const handlers = sourcesUnder('events');
    expect(handlers.length).toBeGreaterThan(0);
    const offending = handlers.filter((file) => importsOf(file).some(({ from }) => from === ledgerRepository));
    expect(offending.map((file) => path.relative(src, file))).toEqual([]);
  });

  it('only the posting command imports the journal writers', () => {
    const writers = sourcesUnder('.').filter((file) => importsOf(file).some(({ names, from }) => from === ledgerRepository && names.some((name) => journalWriters.includes(name))));
    expect(writers.map((file) => path.relative(src, file))).toEqual([path.join('application', 'post.ts')]);
  });
});
