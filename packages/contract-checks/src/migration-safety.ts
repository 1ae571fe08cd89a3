import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import { breakingChanges, splitStatements } from './migration-sql.js';
import { type BaselinePart, type BaselinePaths, baselinePaths, repoRoot } from './baseline.js';

/**
 * Expand/contract for Postgres migrations: a migration not released yet runs while replicas of
 * the previous release still serve, so it may only add. A statement that takes something away
 * (drop, rename, retype, a new not null) is allowed only in the contract step of a documented
 * pair: the migration class declares
 *
 *   static readonly contractOf = { expand: 'Migration…', reason: '…' };
 *
 * naming the released expand migration it completes and why nothing running reads the old shape.
 */

/** A service's migrations as its `index.ts` lists them, oldest first. */
export interface ServiceMigrations {
  service: string;
  migrationsDir: string;
  /** Class names in `migrationList(...)` order. */
  names: string[];
  /** Class name → its file (`./X.js` imports resolve to `X.ts`). */
  files: Map<string, string>;
}

/** The services with a migrations folder. */
export function servicesWithMigrations(root: string = repoRoot): string[] {
  const servicesDir = path.join(root, 'services');
  return readdirSync(servicesDir)
    .filter((service) => existsSync(migrationsDirOf(service, root)))
    .sort();
}

export const migrationsDirOf = (service: string, root: string = repoRoot) => path.join(root, 'services', service, 'src', 'db', 'migrations');

/** A migration as released: its class name and the digest of what it runs. */
export interface ReleasedMigration {
  name: string;
  digest: string;
}

/** The migrations the service had released, oldest first (none before its first release). */
export function releasedMigrations(service: string, baseline: BaselinePaths = baselinePaths()): ReleasedMigration[] {
  const file = baseline.migrationsOf(service);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ReleasedMigration[]) : [];
}

/**
 * What a migration runs, as a digest: its statements (and the code of any it builds at run time)
 * and its contract declaration, in order; comments and formatting are not part of it.
 */
export function migrationDigest(migrations: ServiceMigrations, name: string): string | undefined {
  const file = migrations.files.get(name);
  const source = file && existsSync(file) ? readMigrationSource(file, name) : undefined;
  if (!source) return undefined;
  const runs = { statements: source.statements.map((statement) => statement.sql), built: source.unreadable.map((unreadable) => unreadable.code), contractOf: source.contractOf ?? null };
  return `sha256:${createHash('sha256').update(JSON.stringify(runs)).digest('hex')}`;
}

/** Reads `migrationList(A, B, …)` and the imports of `index.ts`. */
export function readServiceMigrations(service: string, migrationsDir: string = migrationsDirOf(service)): ServiceMigrations {
  const indexFile = path.join(migrationsDir, 'index.ts');
  const source = ts.createSourceFile(indexFile, readFileSync(indexFile, 'utf8'), ts.ScriptTarget.Latest, true);
  const files = new Map<string, string>();
  let names: string[] | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.moduleSpecifier.text.startsWith('./')) {
      const file = path.join(migrationsDir, node.moduleSpecifier.text.replace(/\.js$/, '.ts'));
      const bindings = node.importClause?.namedBindings;
      if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) files.set(element.name.text, file);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'migrationList') {
      names = node.arguments.map((argument) => argument.getText(source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  if (!names) throw new Error(`${indexFile} has no migrationList(...) call`);
  return { service, migrationsDir, names, files };
}

/** What a migration file says, read without running it. */
interface MigrationSource {
  statements: { sql: string; line: number }[];
  /** `this.addSql`/`this.execute` arguments that are not plain literals. */
  unreadable: { code: string; line: number }[];
  contractOf?: { expand: string; reason: string };
  /** Set when `contractOf` is there but not two literal strings. */
  malformedContract?: boolean;
}

function readMigrationSource(file: string, className: string): MigrationSource | undefined {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const declaration = source.statements.find((statement): statement is ts.ClassDeclaration => ts.isClassDeclaration(statement) && statement.name?.text === className);
  if (!declaration) return undefined;
  const found: MigrationSource = { statements: [], unreadable: [] };
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  for (const member of declaration.members) {
    if (!ts.isPropertyDeclaration(member) || member.name.getText(source) !== 'contractOf') continue;
    const isStatic = member.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.StaticKeyword);
    const fields = isStatic && member.initializer ? literalObject(member.initializer) : undefined;
    if (fields?.expand && fields.reason?.trim()) found.contractOf = { expand: fields.expand, reason: fields.reason };
    else found.malformedContract = true;
  }
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.expression.kind === ts.SyntaxKind.ThisKeyword &&
      ['addSql', 'execute'].includes(node.expression.name.text)
    ) {
      const [argument] = node.arguments;
      if (argument && (ts.isStringLiteral(argument) || ts.isNoSubstitutionTemplateLiteral(argument))) found.statements.push({ sql: argument.text, line: lineOf(argument) });
      else found.unreadable.push({ code: (argument ?? node).getText(source).replace(/\s+/g, ' ').slice(0, 80), line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(declaration);
  return found;
}

/** `{ expand: '…', reason: '…' }` (optionally `as const`) as plain strings. */
function literalObject(expression: ts.Expression): Record<string, string> | undefined {
  let inner = expression;
  while (ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner) || ts.isParenthesizedExpression(inner)) inner = inner.expression;
  if (!ts.isObjectLiteralExpression(inner)) return undefined;
  const fields: Record<string, string> = {};
  for (const property of inner.properties) {
    if (ts.isPropertyAssignment(property) && (ts.isStringLiteral(property.initializer) || ts.isNoSubstitutionTemplateLiteral(property.initializer))) {
      fields[property.name.getText().replace(/^['"]|['"]$/g, '')] = property.initializer.text;
    }
  }
  return fields;
}

const excerpt = (sql: string) => {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length > 120 ? `${flat.slice(0, 117)}...` : flat;
};

const contractHint = (service: string) =>
  `If this is the contract step of a released expand migration, declare on the class \`static readonly contractOf = { expand: '<released ${service} migration>', reason: '<why nothing running uses the old shape>' }\`.`;

/**
 * The problems of one service's migrations against what it released: released migrations must
 * stay, in order, at the head of the list; every later one is read and must not break the
 * previous release, unless it is a documented contract step of a released expand migration.
 */
export function serviceMigrationProblems(migrations: ServiceMigrations, releasedMigrations: readonly ReleasedMigration[]): string[] {
  const { service, names } = migrations;
  const released = releasedMigrations.map((migration) => migration.name);
  const relative = (file: string) => (path.relative(repoRoot, file).startsWith('..') ? file : path.relative(repoRoot, file));
  const head = names.slice(0, released.length);
  if (head.length !== released.length || head.some((name, index) => name !== released[index])) {
    return [
      `${service}: migrationList(...) in ${relative(path.join(migrations.migrationsDir, 'index.ts'))} must start with the released migrations, in order (${released.join(', ')}); it has ${names.join(', ')}. ` +
        'Released migrations are history: never remove, rename or reorder them; add new ones at the end.',
    ];
  }
  const problems: string[] = [];
  for (const { name, digest } of releasedMigrations) {
    if (migrationDigest(migrations, name) === digest) continue;
    problems.push(
      `${service}: ${name} (${relative(migrations.files.get(name) ?? migrations.migrationsDir)}) was released and what it runs has changed since: databases that ran it will not run it again, so they and new ones would differ. ` +
        'Put it back as released and make the change in a new migration at the end of migrationList(...).',
    );
  }
  for (const name of names.slice(released.length)) {
    const file = migrations.files.get(name);
    const source = file && existsSync(file) ? readMigrationSource(file, name) : undefined;
    if (!file || !source) {
      problems.push(`${service}: ${name} is listed in migrationList(...) but no imported file declares the class.`);
      continue;
    }
    const where = `${service}: ${name} (${relative(file)})`;
    for (const { code, line } of source.unreadable) {
      problems.push(`${where} line ${line}: the SQL of \`${code}\` cannot be read statically, so it cannot be checked against the previous release. Write the statement as a literal so it can be checked (one \`this.addSql(\\\`...\\\`)\` per statement, no interpolation, no raw()).`);
    }
    if (source.malformedContract) {
      problems.push(`${where}: contractOf must be \`static readonly contractOf = { expand: '<released migration>', reason: '<why it is safe now>' }\` with literal strings and a reason.`);
    }
    if (source.contractOf && !released.includes(source.contractOf.expand)) {
      problems.push(
        `${where}: contractOf names ${source.contractOf.expand}, which ${service} has not released. A contract step completes an expand migration that is already released (so the release now running no longer uses what is taken away): release the expand step first, then this one.`,
      );
    }
    if (source.contractOf) continue;
    for (const { sql, line } of source.statements) {
      for (const statement of splitStatements(sql)) {
        for (const change of breakingChanges(statement)) {
          problems.push(`${where} line ${line}: \`${excerpt(statement.text)}\` ${change.what}: ${change.why}. ${change.instead}. ${contractHint(service)}`);
        }
      }
    }
  }
  return problems;
}

/** Every service's migration problems against the released baseline. */
export function migrationSafetyProblems(root: string = repoRoot, baseline: BaselinePaths = baselinePaths()): string[] {
  return servicesWithMigrations(root).flatMap((service) => serviceMigrationProblems(readServiceMigrations(service, migrationsDirOf(service, root)), releasedMigrations(service, baseline)));
}

/** The migrations part of the baseline: a service's release records its migrations as they are now as released. */
export const migrationsBaselinePart: BaselinePart = {
  name: 'migrations',
  async refresh(deployable, { repoRoot: root, baseline }) {
    const migrationsDir = migrationsDirOf(deployable.name, root);
    if (deployable.kind !== 'service' || !existsSync(migrationsDir)) return [];
    const file = baseline.migrationsOf(deployable.name);
    await mkdir(path.dirname(file), { recursive: true });
    const migrations = readServiceMigrations(deployable.name, migrationsDir);
    const released: ReleasedMigration[] = migrations.names.map((name) => ({ name, digest: migrationDigest(migrations, name) ?? '' }));
    await writeFile(file, `${JSON.stringify(released, null, 2)}\n`);
    return [path.relative(baseline.root, file)];
  },
};
