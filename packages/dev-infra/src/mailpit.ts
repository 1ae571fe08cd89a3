import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureGoBinary } from './go-tools.js';
import { freePort, waitForPort, waitForPortClosed } from './ports.js';
import { collectLines, terminate } from './processes.js';

/** The Mailpit release the local stack and tests catch e-mail with (MIT). */
export const MAILPIT_VERSION = 'v1.33.1';

export const mailpitModule = { module: 'github.com/axllent/mailpit', version: MAILPIT_VERSION, binary: 'mailpit' } as const;

const readyTimeoutMs = 30_000;
const stopGraceMs = 5_000;
const logTailLines = 40;

/**
 * The Mailpit binary, built once with `go install github.com/axllent/mailpit@<version>` into
 * `<cache>/mailpit-<version>/` (the machine's Go proxy and checksum settings); answers its path.
 */
export function ensureMailpit(log: (line: string) => void = () => undefined): Promise<string> {
  return ensureGoBinary(mailpitModule, log);
}

export interface MailpitOptions {
  /** Keeps its database (`mailpit.db`) there across starts; a temporary folder, removed on stop, if unset. */
  dataDir?: string;
  onLog?: (line: string) => void;
}

export interface RunningMailServer {
  /** Where the product sends mail, e.g. `smtp://127.0.0.1:40125`. */
  smtpUrl: string;
  smtpHost: string;
  smtpPort: number;
  /** Mailpit's web UI and the base of its HTTP API (`<webUrl>/api/v1/…`), e.g. `http://127.0.0.1:40126`. */
  webUrl: string;
  /** True when this process started the server (and stop() shuts it down). */
  local: boolean;
  stop(): Promise<void>;
}

/**
 * Mailpit's command line: SMTP and the web UI / API on the given loopback ports, any SMTP login
 * accepted over plain text (loopback only), and nothing that reaches outside the machine: no
 * version check, no reverse DNS of SMTP clients, no remote CSS or fonts in the viewed mails.
 */
export function mailpitArgs(ports: { smtpPort: number; httpPort: number }, database: string): string[] {
  return [
    '--smtp',
    `127.0.0.1:${ports.smtpPort}`,
    '--listen',
    `127.0.0.1:${ports.httpPort}`,
    '--database',
    database,
    '--smtp-auth-accept-any',
    '--smtp-auth-allow-insecure',
    '--disable-version-check',
    '--smtp-disable-rdns',
    '--block-remote-css-and-fonts',
  ];
}

/**
 * Mailpit on free loopback ports, resolving once SMTP accepts connections and the API answers
 * `/readyz`; its database in `dataDir` (kept) or a temporary folder (removed on stop).
 */
export async function startMailpit(options: MailpitOptions = {}): Promise<RunningMailServer> {
  const log = options.onLog ?? (() => undefined);
  const binary = await ensureMailpit(log);
  const temporary = !options.dataDir;
  const home = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'shop-mailpit-'));
  mkdirSync(home, { recursive: true });
  const [smtpPort, httpPort] = await Promise.all([freePort(), freePort()]);
  const webUrl = `http://127.0.0.1:${httpPort}`;
  const child = spawn(binary, mailpitArgs({ smtpPort, httpPort }, path.join(home, 'mailpit.db')), { stdio: ['ignore', 'pipe', 'pipe'] });
  const tail = collectLines(child, log, logTailLines);
  const exited = new Promise<never>((_, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => reject(new Error(`mailpit exited (${signal ?? code}) before it was ready:\n${tail.join('\n')}`)));
  });
  exited.catch(() => undefined);
  try {
    await Promise.race([Promise.all([waitForPort(smtpPort, '127.0.0.1', readyTimeoutMs), waitForReady(webUrl)]), exited]);
  } catch (error) {
    await terminate(child, stopGraceMs);
    if (temporary) rmSync(home, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    smtpHost: '127.0.0.1',
    smtpPort,
    webUrl,
    local: true,
    async stop() {
      if (stopped) return;
      stopped = true;
      await stopMailpit(child, [smtpPort, httpPort]);
      if (temporary) rmSync(home, { recursive: true, force: true });
    },
  };
}

async function stopMailpit(child: ChildProcess, ports: number[]): Promise<void> {
  await terminate(child, stopGraceMs);
  await Promise.all(ports.map((port) => waitForPortClosed(port)));
}

async function waitForReady(webUrl: string): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    try {
      const response = await fetch(`${webUrl}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`mailpit: ${webUrl}/readyz not ready after ${readyTimeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A mail server to send to and read from: the external one if both addresses are given (e.g.
 * `SMTP_URL` and `MAILPIT_URL`, one `npm test` started for every workspace), otherwise Mailpit
 * started here.
 */
export async function startMailServer(options: MailpitOptions & { externalSmtpUrl?: string | undefined; externalWebUrl?: string | undefined } = {}): Promise<RunningMailServer> {
  const { externalSmtpUrl, externalWebUrl, ...local } = options;
  if (externalSmtpUrl || externalWebUrl) {
    if (!externalSmtpUrl || !externalWebUrl) throw new Error('mail server: give both SMTP_URL and MAILPIT_URL, or neither');
    const smtp = new URL(externalSmtpUrl);
    return {
      smtpUrl: externalSmtpUrl,
      smtpHost: smtp.hostname,
      smtpPort: Number(smtp.port || 25),
      webUrl: externalWebUrl.replace(/\/+$/, ''),
      local: false,
      stop: async () => undefined,
    };
  }
  return startMailpit(local);
}
