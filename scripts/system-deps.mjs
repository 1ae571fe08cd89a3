#!/usr/bin/env node
// Installs the Debian packages the product needs on this machine, once: a Java runtime and Maven
// for the local Apache Kafka (Maven resolves its jars and Strimzi's CRDs on first use, see
// packages/dev-infra and packages/k8s-checks), a font for the initials of demo store logos
// (packages/media), and with --go a `go` command, which fetches the pinned Go toolchain that
// builds the chart checks' tools when the machine's Go is too old. Runs before `npm start`,
// `npm test` and `npm run load`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const needed = [
  { pkg: 'openjdk-17-jre-headless', command: 'java', why: 'local Apache Kafka' },
  { pkg: 'maven', command: 'mvn', why: "resolving Kafka's jars and Strimzi's CRDs" },
  { pkg: 'fonts-dejavu-core', file: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', why: 'initials on demo logos' },
];
const extra = process.argv.slice(2);
if (extra.includes('--browser')) needed.push({ pkg: 'chromium', command: 'chromium', why: 'end-to-end tests' });
// Any Go will do (bookworm's is 1.19): it only downloads the pinned toolchain, as the module
// golang.org/toolchain through the machine's `go env` settings (GOPROXY, GOSUMDB, ...).
if (extra.includes('--go')) needed.push({ pkg: 'golang-go', command: 'go', why: 'fetching the pinned Go toolchain' });

// A JRE, Maven or Go installed some other way (SDKMAN, a tarball) counts when it is on PATH.
const onPath = (command) => (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)));
const missing = needed.filter((dep) => !(dep.command ? onPath(dep.command) : existsSync(dep.file)));
if (missing.length > 0) {
  const names = missing.map((dep) => dep.pkg);
  if (process.getuid?.() !== 0) {
    console.error(`Missing Debian packages: ${names.join(' ')}. Install them with: sudo apt-get install -y ${names.join(' ')}`);
    process.exit(1);
  }
  console.log(`Installing Debian packages: ${names.join(' ')} (${missing.map((d) => d.why).join(', ')})`);
  const apt = (args) => execFileSync('apt-get', args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  try {
    apt(['install', '-y', '--no-install-recommends', ...names]);
  } catch {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', ...names]);
  }
}
