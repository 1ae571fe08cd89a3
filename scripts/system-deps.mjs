#!/usr/bin/env node
// Installs the Debian packages the product needs on this machine, once: the librdkafka headers
// (the local Kafka-protocol broker is built against them). Runs before `npm start` and `npm test`.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needed = [{ pkg: 'librdkafka-dev', file: '/usr/include/librdkafka/rdkafka_mock.h', why: 'local Kafka-protocol broker' }];
const extra = process.argv.slice(2);
if (extra.includes('--browser')) needed.push({ pkg: 'chromium', file: '/usr/bin/chromium', why: 'end-to-end tests' });

const missing = needed.filter((dep) => !existsSync(dep.file));
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
