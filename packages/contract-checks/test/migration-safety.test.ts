import { afterEach, describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  breakingChanges,
  migrationSafetyProblems,
  migrationsDirOf,
  readServiceMigrations,
  releasedMigrations,
  serviceMigrationProblems,
  servicesWithMigrations,
  splitStatements,
} from '../src/index.js';

const copies: string[] = [];
afterEach(() => {
  for (const copy of copies.splice(0)) rmSync(copy, { recursive: true, force: true });
});

interface NewMigration {
  name: string;
  statements: string[];
  /** Class members written before `up()`, e.g. a contractOf declaration. */
  members?: string;
}

/** A temporary copy of merchant's migrations with these appended, checked against merchant's baseline. */
function problemsWith(...added: NewMigration[]): string[] {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'merchant-migrations-'));
  copies.push(copy);
  cpSync(migrationsDirOf('merchant'), copy, { recursive: true });
  const indexFile = path.join(copy, 'index.ts');
  let index = readFileSync(indexFile, 'utf8');
  for (const { name, statements, members = '' } of added) {
    writeFileSync(
      path.join(copy, `${name}.ts`),
      [
        "import { Migration } from '@mikro-orm/migrations';",
        '',
        `export class ${name} extends Migration {`,
        members,
        '  override up(): void {',
        ...statements.map((statement) => `    this.addSql(${statement});`),
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    index = `import { ${name} } from './${name}.js';\n${index.replace(/migrationList\(([\s\S]*?),?\s*\)/, (_, list: string) => `migrationList(${list}, ${name})`)}`;
  }
  writeFileSync(indexFile, index);
  return serviceMigrationProblems(readServiceMigrations('merchant', copy), releasedMigrations('merchant'));
}

const released = 'Migration20261201100000CollectionVersion';

describe('migration safety', () => {
  test('the current tree passes', () => {
    expect(servicesWithMigrations()).toContain('merchant');
    expect(migrationSafetyProblems()).toEqual([]);
  });

  test.each([
    ['drops a column', '`alter table store drop column phone`', /drops column store\.phone: replicas of the previous release .* still use it/],
    ['renames a column', '`alter table store rename column phone to phone_number`', /renames column store\.phone to phone_number: .* old name/],
    ['retypes a column', '`alter table store alter column phone type varchar(40)`', /changes the type of column store\.phone: .* old type/],
    ['adds a not-null column without a default', '`alter table store add column region varchar(20) not null`', /adds column store\.region not null without a default: the previous release inserts rows without it/],
  ])('a new migration that %s fails with the statement, the reason and the expand/contract way', (_, statement, reason) => {
    const problems = problemsWith({ name: 'Migration20261230000000StoreChange', statements: [statement] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^merchant: Migration20261230000000StoreChange \(.*Migration20261230000000StoreChange\.ts\) line \d+: `alter table store/);
    expect(problems[0]).toMatch(reason);
    expect(problems[0]).toMatch(/\. Expand\/contract: (stop using it|add the new column|add it nullable or with a default)/);
    expect(problems[0]).toMatch(/static readonly contractOf = \{ expand: '<released merchant migration>'/);
  });

  test('additive migrations pass', () => {
    expect(
      problemsWith({
        name: 'Migration20261230000000StoreRegion',
        statements: [
          '`alter table store add column region varchar(20)`',
          "`alter table store add column tier smallint not null default 1 check (tier between 1 and 3), add column note text`",
          '`create table store_region (store_id bigint primary key references store (id), region varchar(20) not null)`',
          '`create index concurrently store_region_idx on store (region)`',
          '`create index store_tier_idx on store (tier, id)`',
          '`create unique index store_phone_idx on store (phone) where status = \'active\'`',
          '`alter table store add constraint store_region_known check (region is null or region <> \'\') not valid`',
          '`alter table store alter column region set default \'\'`',
          '`alter table store alter column logo_key drop not null`',
          '`alter table store drop constraint store_region_known`',
        ],
      }),
    ).toEqual([]);
  });

  test('a contract step naming a released expand migration passes', () => {
    const contractOf = `  static readonly contractOf = { expand: '${released}', reason: 'collection counts come from collection_version since that release; nothing reads collections' };`;
    expect(problemsWith({ name: 'Migration20261230000000DropCollections', members: contractOf, statements: ['`alter table store drop column collections`'] })).toEqual([]);
  });

  test('a contract step naming an unreleased expand migration fails', () => {
    const problems = problemsWith(
      { name: 'Migration20261230000000StoreRegion', statements: ['`alter table store add column region varchar(20)`'] },
      {
        name: 'Migration20261231000000StoreRegionOnly',
        members: "  static readonly contractOf = { expand: 'Migration20261230000000StoreRegion', reason: 'regions replace phone prefixes' };",
        statements: ['`alter table store drop column phone`'],
      },
    );
    expect(problems).toEqual([expect.stringMatching(/Migration20261231000000StoreRegionOnly .*contractOf names Migration20261230000000StoreRegion, which merchant has not released.*release the expand step first/)]);
  });

  test('a contract step without a reason fails', () => {
    const problems = problemsWith({ name: 'Migration20261230000000DropCollections', members: `  static readonly contractOf = { expand: '${released}', reason: '' };`, statements: ['`alter table store drop column collections`'] });
    expect(problems).toEqual([expect.stringMatching(/contractOf must be .* with literal strings and a reason/), expect.stringMatching(/drops column store\.collections/)]);
  });

  test('SQL that cannot be read statically fails', () => {
    const problems = problemsWith({ name: 'Migration20261230000000Dynamic', statements: ['`alter table ${"store"} add column region varchar(20)`', "['alter table store', 'drop column phone'].join(' ')"] });
    expect(problems).toHaveLength(2);
    for (const problem of problems) expect(problem).toMatch(/cannot be read statically.*Write the statement as a literal so it can be checked/);
  });

  test('released migrations must stay at the head of the list, in order', () => {
    const migrations = readServiceMigrations('merchant');
    const reordered = { ...migrations, names: [migrations.names[1]!, migrations.names[0]!, ...migrations.names.slice(2)] };
    expect(serviceMigrationProblems(reordered, releasedMigrations('merchant'))).toEqual([expect.stringMatching(/must start with the released migrations, in order.*never remove, rename or reorder them/)]);
  });
});

/** A temporary copy of merchant's migrations with the released `CollectionVersion` rewritten by `edit`, checked against merchant's baseline. */
function problemsWithReleasedEdited(edit: (source: string) => string): string[] {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'merchant-migrations-'));
  copies.push(copy);
  cpSync(migrationsDirOf('merchant'), copy, { recursive: true });
  const file = path.join(copy, `${released}.ts`);
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  return serviceMigrationProblems(readServiceMigrations('merchant', copy), releasedMigrations('merchant'));
}

describe('released migrations', () => {
  test('a released migration whose SQL was edited fails, saying to make the change in a new migration', () => {
    const problems = problemsWithReleasedEdited((source) => source.replace('default 0', 'default 1'));
    expect(problems).toEqual([
      expect.stringMatching(
        new RegExp(`^merchant: ${released} \\(.*${released}\\.ts\\) was released and what it runs has changed since: .*Put it back as released and make the change in a new migration at the end`),
      ),
    ]);
  });

  test('a statement added to a released migration fails too', () => {
    expect(problemsWithReleasedEdited((source) => source.replace('  }\n}', '    this.addSql(`create index store_collection_version_idx on store (collection_version)`);\n  }\n}'))).toHaveLength(1);
  });

  test('comments and formatting of a released migration may change', () => {
    expect(problemsWithReleasedEdited((source) => source.replace('// Collections now come', '// Collections come').replace('this.addSql(', 'this.addSql(\n      '))).toEqual([]);
  });
});

describe('breaking statements', () => {
  const whatOf = (sql: string) => splitStatements(sql).flatMap((statement) => breakingChanges(statement).map((change) => change.what));

  test.each([
    ['drop table if exists store_visit', 'drops table store_visit'],
    ['alter table store rename to shop', 'renames table store to shop'],
    ['alter table store rename phone to phone_number', 'renames column store.phone to phone_number'],
    ['alter table only store alter phone set data type text', 'changes the type of column store.phone'],
    ['alter table store alter column phone set not null', 'sets column store.phone not null'],
    ['alter table store alter column level drop default', 'drops the default of column store.level'],
    ['alter table store add column owner_code char(8) primary key', 'adds column store.owner_code not null without a default'],
    ['alter table store set schema archive', 'moves table store to another schema'],
    ['drop schema merchant cascade', 'drops schema merchant'],
    ['alter schema merchant rename to shops', 'renames schema merchant to shops'],
    ['drop materialized view store_street', 'drops materialized view store_street'],
    ['alter view store_street rename to street', 'renames view store_street to street'],
    ['drop type store_status', 'drops type store_status'],
    ["alter type store_status rename value 'suspended' to 'paused'", 'renames a value of type store_status'],
    ['drop function product_search_vector(text, text, text)', 'drops function product_search_vector'],
    ['drop sequence store_id_seq', 'drops sequence store_id_seq'],
    ["do $$ begin execute format('drop table %I', 'store'); end $$", 'runs dynamic SQL (`execute`) in a do block'],
    ['do $$ begin alter table store drop column phone; end $$', 'drops column store.phone'],
  ])('%s', (sql, what) => {
    expect(whatOf(sql)).toEqual([what]);
  });

  test('several actions of one statement and several statements of one string are each read', () => {
    expect(whatOf('alter table store drop column phone, add column region text; alter table store drop column visits')).toEqual(['drops column store.phone', 'drops column store.visits']);
  });

  test('comments, strings and function bodies are not statements', () => {
    expect(
      whatOf(`
        -- drop table store;
        /* alter table store drop column phone; */
        insert into audit_log (reason) values ('drop table store; alter table store drop column phone');
        create function f() returns void language sql as $body$ drop table store $body$`),
    ).toEqual([]);
  });
});
