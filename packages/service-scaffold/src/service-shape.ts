import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The folders of a service's `src/`, what each holds, and the one place each kind of code goes.
 * `checkServiceShape` holds every service (and the scaffold's output) to it, so the shape a
 * newcomer learns in one service is the shape of all of them.
 */
export const serviceFolders = {
  application: 'use cases: each file defines commands or queries (defineCommand, defineQuery)',
  'application/workflows': 'workflows: each file defines one or more (defineWorkflow); index.ts drives them with an engine',
  'application/shared': 'what several use cases share: caller checks, views of records, compositions of reads',
  domain: 'rules as plain functions and types: no database, network, broker or other layer',
  db: 'entities, repositories, migrations (and seed loaders)',
  'events/publish': 'one function per published event type, recording it in the outbox',
  'events/consume': 'one handler per consumed event type, and subscriptions.ts listing them all',
  grpc: 'the gRPC service: its handlers (one line per method), access table and mappers',
  clients: "the peers' gRPC clients",
  jobs: 'periodic jobs: each round runs use cases',
  gateway: 'an outside system called over the network (a payment gateway)',
  http: 'a listener other than gRPC (a gateway’s notifications)',
  notifier: 'delivery to people (codes by SMS or e-mail)',
  crypto: 'secrets and tokens',
  tools: 'code behind an operator’s one-off command',
} as const;

/** Files `src/` holds itself: the process entry, the composition, the configuration, operators' commands. */
export const serviceRootFiles = ['main.ts', 'service.ts', 'config.ts', 'commands.ts'] as const;

const NESTED: Record<string, readonly string[]> = { application: ['workflows', 'shared'], events: ['publish', 'consume'], db: ['migrations', 'seed'] };
/** What a domain file may not import: other layers and I/O. */
const DOMAIN_FORBIDDEN = /^(\.\.\/|@mikro-orm|@grpc|kafkajs|pg$|kysely|node:fs|node:http|node:net\/)/;

const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.ts')) : []);
const importsOf = (source: string) => [...source.matchAll(/^\s*(?:import|export)[^'"]*from\s+'([^']+)'/gm)].map((match) => match[1]!);

/** Every way a service's `src/` departs from the shape, as sentences naming the file; none when it keeps it. */
export function checkServiceShape(serviceDir: string): string[] {
  const src = path.join(serviceDir, 'src');
  const problems: string[] = [];
  const at = (...parts: string[]) => path.join(src, ...parts);
  const read = (...parts: string[]) => readFileSync(at(...parts), 'utf8');

  for (const entry of readdirSync(src)) {
    const isDir = statSync(at(entry)).isDirectory();
    if (isDir && !(entry in serviceFolders) && entry !== 'events') problems.push(`src/${entry}/ is no folder of the service shape (${Object.keys(serviceFolders).join(', ')})`);
    if (!isDir && !(serviceRootFiles as readonly string[]).includes(entry)) problems.push(`src/${entry} belongs in a folder: src/ holds only ${serviceRootFiles.join(', ')}`);
  }
  for (const [parent, allowed] of Object.entries(NESTED)) {
    if (!existsSync(at(parent))) continue;
    for (const entry of readdirSync(at(parent))) {
      if (statSync(at(parent, entry)).isDirectory() && !allowed.includes(entry)) problems.push(`src/${parent}/${entry}/ is no folder of the service shape (${parent}/ holds ${allowed.join(', ')})`);
    }
  }
  for (const file of filesIn(at('events'))) problems.push(`src/events/${file}: an event is published from events/publish/ or consumed in events/consume/`);
  for (const file of filesIn(at('application'))) {
    if (!/\bdefine(Command|Query)\(/.test(read('application', file))) problems.push(`src/application/${file} defines no use case: shared code goes in application/shared/, rules in domain/`);
  }
  for (const file of filesIn(at('application', 'workflows'))) {
    if (file !== 'index.ts' && !/\bdefineWorkflow\(/.test(read('application', 'workflows', file))) problems.push(`src/application/workflows/${file} defines no workflow`);
  }
  for (const file of filesIn(at('domain'))) {
    for (const imported of importsOf(read('domain', file))) {
      if (DOMAIN_FORBIDDEN.test(imported)) problems.push(`src/domain/${file} imports ${imported}: the domain is plain functions, with no I/O and no other layer`);
    }
  }
  for (const file of allFiles(src)) {
    const relative = path.relative(src, file);
    const source = readFileSync(file, 'utf8');
    if (/\brecordEvent\(/.test(source) && !relative.startsWith(`events${path.sep}publish${path.sep}`)) problems.push(`src/${relative} records an event: events are published from events/publish/`);
    if (/\bEventHandler</.test(source) && !relative.startsWith(`events${path.sep}consume${path.sep}`)) problems.push(`src/${relative} handles an event: handlers live in events/consume/`);
  }
  return problems;
}

function allFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : allFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}
