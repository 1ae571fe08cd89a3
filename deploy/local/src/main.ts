import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  freePort,
  generateServiceKeys,
  grantKafkaAcls,
  kafkaUserEnv,
  reservePort,
  serviceKeyEnv,
  startBroker,
  startMailServer,
  startPostgres,
  type RunningBroker,
  type RunningMailServer,
  type RunningPostgres,
} from '@shop/dev-infra';
import { twilioEnv } from '@shop/messaging-sandbox';
import { paymentServiceEnv } from '@shop/payment-sandbox';
import { startTracing } from '@shop/service-kit';
import type { FastifyInstance } from 'fastify';
import { startGateway } from './gateway.js';
import { waitForGrpcHealth, waitForHttp } from './health.js';
import { prefixFor } from './log-lines.js';
import { startProcess, stopProcess, type ManagedProcess } from './processes.js';
import { demoMerchant, demoOperator, demoSecondOperator, demoShopper } from './demo.js';
import { demoPictures } from './demo-pictures.js';
import { stackSettings } from './settings.js';
import { messagingSandboxAccount, paymentSandboxKey } from './sandbox-secrets.js';
import { mediaFolder, messagingSandbox, mfConfig, paymentSandbox, rechargeReturnPath, remoteApps, shellServer, stack, type LocalSandbox, type StackEntry } from './services.js';

const HELP = `Usage: npm start [-- --fresh] [-- --data-dir DIR]

Starts Postgres (embedded unless DATABASE_URL), Apache Kafka (started here unless
KAFKA_BROKERS, whose users KAFKA_USERS_FILE names if it has any), Mailpit catching every e-mail
sent (started here unless SMTP_URL and MAILPIT_URL), every service and the BFF, and serves the shop on http://localhost:$PORT (3000),
listening on $HOST (127.0.0.1; HOST=0.0.0.0 lets a phone on the LAN in). NODE_ENV is development
unless set. STACK_TRUSTED_KEYS adds public keys every service trusts, for a tool
that calls services directly (the fund.post bench).
  --fresh         wipe the local data first
  --data-dir DIR  where local data lives (default .data/ in the repository)`;

const root = path.resolve(import.meta.dirname, '../../..');
/**
 * How long a service may take to report healthy. A fresh data directory has the catalog draw the
 * demo products' pictures first: a few seconds on an idle machine, over a minute on a busy one.
 */
const SERVICE_START_TIMEOUT_MS = 240_000;
const { values: args } = parseArgs({
  options: { fresh: { type: 'boolean', default: false }, 'data-dir': { type: 'string' }, help: { type: 'boolean', default: false } },
});
if (args.help) {
  console.log(HELP);
  process.exit(0);
}

const env = process.env;
const { host, port, nodeEnv, otlpEndpoint, traceSampleRatio, sharedCache, extraTrustedKeys } = stackSettings(env);
const dataDir = path.resolve(args['data-dir'] ?? path.join(root, '.data'));
const tty = Boolean(process.stdout.isTTY);
const names = ['stack', 'postgres', 'kafka', 'mailpit', 'gateway', paymentSandbox.name, messagingSandbox.name, ...stack.map((entry) => entry.name), shellServer.name];
const width = Math.max(...names.map((n) => n.length));
const writer = (name: string) => {
  const prefix = prefixFor(name, names.indexOf(name), width, tty);
  return (line: string) => process.stdout.write(`${prefix}${line}\n`);
};
const say = writer('stack');

// With OTEL_EXPORTER_OTLP_ENDPOINT set (every process inherits it), the gateway's spans go there too.
const tracing = startTracing({ serviceName: 'gateway', endpoint: otlpEndpoint, sampleRatio: traceSampleRatio });
let postgres: RunningPostgres | undefined;
let broker: RunningBroker | undefined;
let mail: RunningMailServer | undefined;
let gateway: FastifyInstance | undefined;
const processes: ManagedProcess[] = [];
/** The gRPC services among the processes: once nothing calls them, they stop side by side. */
const services = new Set<ManagedProcess>();
let shuttingDown: Promise<void> | undefined;

async function shutdown(exitCode: number): Promise<never> {
  shuttingDown ??= (async () => {
    say('stopping…');
    await gateway?.close();
    await tracing?.shutdown().catch(() => undefined);
    // The shell's server and the BFF first, then every service at once; the data stores last.
    for (const proc of [...processes].reverse().filter((candidate) => !services.has(candidate))) await stopProcess(proc, 6_000);
    await Promise.all([...services].map((proc) => stopProcess(proc, 6_000)));
    await mail?.stop().catch(() => undefined);
    await broker?.stop().catch(() => undefined);
    await postgres?.stop().catch(() => undefined);
    say('stopped');
  })();
  await shuttingDown;
  process.exit(exitCode);
}

process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
// Last resort if the supervisor itself crashes: never leave services running.
process.on('exit', () => {
  for (const proc of processes) if (proc.child.exitCode === null) proc.child.kill('SIGKILL');
});

async function main(): Promise<void> {
  // The shop's port is held from the start: no port picked for a service below can take it.
  const shopPort = port === 0 ? undefined : await reservePort(port, host);
  if (args.fresh) {
    say(`wiping ${dataDir}`);
    rmSync(dataDir, { recursive: true, force: true });
  }
  const pictures = demoPictures(path.join(dataDir, mediaFolder));
  pictures.reuse();

  const logPostgres = writer('postgres');
  postgres = await startPostgres({
    externalUrl: env.DATABASE_URL,
    dataDir: path.join(dataDir, 'postgres'),
    onLog: (line) => {
      if (/error|fatal|ready to accept/i.test(line)) logPostgres(line);
    },
  });
  logPostgres(postgres.embedded ? `ready on ${new URL(postgres.url).host} (data in ${path.join(dataDir, 'postgres')})` : 'using DATABASE_URL');

  const logKafka = writer('kafka');
  const kafkaStarted = Date.now();
  broker = await startBroker({ externalBrokers: env.KAFKA_BROKERS, externalUsersFile: env.KAFKA_USERS_FILE, dataDir: path.join(dataDir, 'kafka'), onLog: logKafka });
  // Each deployable signs in as its own user and may use only the topics and group the manifest gives it.
  await grantKafkaAcls(broker.brokers, broker.users);
  logKafka(broker.local ? `ready on ${broker.brokers.join(',')} in ${Date.now() - kafkaStarted} ms (data in ${path.join(dataDir, 'kafka')})` : `using KAFKA_BROKERS ${broker.brokers.join(',')}`);

  const logMail = writer('mailpit');
  const mailStarted = Date.now();
  // Every e-mail the services send lands here, nothing leaves the machine; read them in its web UI.
  mail = await startMailServer({
    externalSmtpUrl: env.SMTP_URL,
    externalWebUrl: env.MAILPIT_URL,
    dataDir: path.join(dataDir, 'mailpit'),
    onLog: (line) => {
      if (/error|fatal|warn/i.test(line) || !/level=/.test(line)) logMail(line);
    },
  });
  logMail(
    mail.local
      ? `SMTP ready on ${mail.smtpUrl}, mail UI and API ready on ${mail.webUrl}, in ${Date.now() - mailStarted} ms (data in ${path.join(dataDir, 'mailpit')})`
      : `using SMTP_URL ${mail.smtpUrl} and MAILPIT_URL ${mail.webUrl}`,
  );

  const shared = { NODE_ENV: nodeEnv, LOG_LEVEL: env.LOG_LEVEL ?? 'info' };
  const production = shared.NODE_ENV === 'production';
  // A fresh caller-assertion key pair per deployable on every start, handed over in the environment
  // and never written down; every process trusts every other's public key.
  const keys = generateServiceKeys(stack.map((entry) => entry.name));
  const folders = (entry: StackEntry) =>
    Object.fromEntries(
      Object.entries(entry.dataFolders ?? {}).map(([variable, folder]) => {
        const directory = path.join(dataDir, folder);
        mkdirSync(directory, { recursive: true });
        return [variable, directory];
      }),
    );
  const keyEnv = (name: string) => {
    const own = { ...serviceKeyEnv(keys, name), ...kafkaUserEnv(broker!.users, name) };
    return extraTrustedKeys ? { ...own, SERVICE_TRUSTED_KEYS: `${own.SERVICE_TRUSTED_KEYS},${extraTrustedKeys}` } : own;
  };
  // The services' other listeners get their ports up front: the sandboxes call them back.
  const listenerPorts = new Map(
    await Promise.all(stack.map(async (entry) => [entry.name, Object.fromEntries(await Promise.all(entry.ports.map(async (setting) => [setting, String(await freePort())])))] as const)),
  );
  const listenerPort = (client: { name: StackEntry['name']; portSetting: string }) => listenerPorts.get(client.name)![client.portSetting]!;
  const [paymentGateway, messagingProvider] = await Promise.all([
    startPaymentSandbox(listenerPort(paymentSandbox.client)),
    startMessagingSandbox(listenerPort(messagingSandbox.client)),
  ]);
  const envOf = (entry: StackEntry) => ({
    ...keyEnv(entry.name),
    ...folders(entry),
    ...listenerPorts.get(entry.name),
    ...(entry.name === paymentSandbox.client.name ? paymentGateway.clientEnv : {}),
    ...(entry.name === messagingSandbox.client.name ? messagingProvider.clientEnv : {}),
    ...entry.env,
    ...(production ? {} : entry.developmentEnv),
  });
  const grpcEntries = stack.filter((entry) => entry.kind === 'grpc');
  // Every gRPC service's port first, so services that call each other start side by side.
  const grpcPorts = new Map(await Promise.all(grpcEntries.map(async (entry) => [entry.name, await freePort()] as const)));
  const grpcUrlOf = (name: string) => `${name.toUpperCase()}_GRPC_URL`;
  const grpcUrls = Object.fromEntries([...grpcPorts].map(([name, grpcPort]) => [grpcUrlOf(name), `127.0.0.1:${grpcPort}`]));
  await Promise.all(
    grpcEntries.map(async (entry) => {
      const [grpcPort, metricsPort] = [grpcPorts.get(entry.name)!, await freePort()];
      const address = `127.0.0.1:${grpcPort}`;
      const peerUrls = Object.fromEntries(entry.peers.map((peer) => [grpcUrlOf(peer), grpcUrls[grpcUrlOf(peer)]!]));
      const proc = launch(entry.name, entry.workspace, {
        ...shared,
        DATABASE_URL: postgres!.url,
        KAFKA_BROKERS: broker!.brokers.join(','),
        SMTP_URL: mail!.smtpUrl,
        GRPC_HOST: '127.0.0.1',
        GRPC_PORT: String(grpcPort),
        METRICS_PORT: String(metricsPort),
        ...peerUrls,
        ...envOf(entry),
      });
      services.add(proc);
      await waitForGrpcHealth(address, entry.name, SERVICE_START_TIMEOUT_MS, () => proc.child.exitCode !== null);
      const listeners = Object.entries(listenerPorts.get(entry.name) ?? {}).map(([setting, listenerPort]) => `, ${setting} on http://127.0.0.1:${listenerPort}`);
      writer(entry.name)(`healthy on ${address}, metrics on http://127.0.0.1:${metricsPort}/metrics${listeners.join('')}`);
    }),
  );
  pictures.keep();

  let bffUrl = '';
  for (const entry of stack.filter((e) => e.kind === 'http')) {
    const httpPort = await freePort();
    bffUrl = `http://127.0.0.1:${httpPort}`;
    const proc = launch(entry.name, entry.workspace, {
      ...shared,
      ...grpcUrls,
      KAFKA_BROKERS: broker!.brokers.join(','),
      HOST: '127.0.0.1',
      PORT: String(httpPort),
      ...envOf(entry),
    });
    await waitForHttp(`${bffUrl}/readyz`, entry.name, 60_000, () => proc.child.exitCode !== null);
    writer(entry.name)(`ready on ${bffUrl}`);
  }

  // The shell's server reads the remote configuration on every page: written once the gateway,
  // which serves the remotes' files, has its address.
  const mfConfigFile = path.join(dataDir, 'mf-config.json');
  const shellPort = await freePort();
  const shellUrl = `http://127.0.0.1:${shellPort}`;
  const shell = launch(shellServer.name, shellServer.workspace, { ...shared, BFF_URL: bffUrl, MF_CONFIG_PATH: mfConfigFile, HOST: '127.0.0.1', PORT: String(shellPort) }, shellServer.main);
  await waitForHttp(`${shellUrl}/readyz`, shellServer.name, 60_000, () => shell.child.exitCode !== null);
  writer(shellServer.name)(`ready on ${shellUrl}`);

  await shopPort?.release();
  const routes = [
    { prefix: paymentSandbox.pathPrefix, upstream: paymentGateway.url },
    { prefix: messagingSandbox.pathPrefix, upstream: messagingProvider.url },
    ...stack.flatMap((entry) => Object.entries(entry.routes).map(([prefix, setting]) => ({ prefix, upstream: `http://127.0.0.1:${listenerPorts.get(entry.name)![setting]}` }))),
  ];
  gateway = await startGateway({ host, port, bffUrl, shellUrl, root, remoteApps, sharedCache, mediaDir: path.join(dataDir, mediaFolder), routes });
  const gatewayPort = (gateway.server.address() as AddressInfo).port;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(mfConfigFile, JSON.stringify(mfConfig(remoteApps, `http://127.0.0.1:${gatewayPort}`)));
  writer('gateway')(`listening on ${host}:${gatewayPort}`);
  if (!production) {
    say(`demo shopper: sign in at http://localhost:${port}/h5/signin with ${demoShopper.account} / ${demoShopper.password}`);
    say(`demo merchant (owner of demo store 1): sign in with ${demoMerchant.account} / ${demoMerchant.password}`);
    say(`demo operator: sign in with ${demoOperator.account} / ${demoOperator.password} (a second one, for four eyes: ${demoSecondOperator.account})`);
  }
  say(`ready: the shop is at http://localhost:${port} (Ctrl-C stops everything)`);
  say(`e-mail the shop sends: ${mail!.webUrl} (Mailpit)`);
  say(`SMS and WhatsApp messages the shop sends: http://localhost:${port}${messagingSandbox.pathPrefix}messages (the messaging sandbox)`);
  say(`try: curl 'http://localhost:${port}/trpc/user.platform?input=${encodeURIComponent(JSON.stringify({ json: { platformCode: 2 } }))}'`);
}

/**
 * Starts a sandbox's process on a free port with these settings (and its own), and waits for its
 * health check: its address.
 */
async function startSandboxProcess(sandbox: LocalSandbox, settings: Record<string, string>): Promise<string> {
  const sandboxPort = await freePort();
  const url = `http://127.0.0.1:${sandboxPort}`;
  const proc = launch(sandbox.name, sandbox.workspace, { HOST: '127.0.0.1', PORT: String(sandboxPort), ...settings, ...sandbox.env });
  services.add(proc);
  await waitForHttp(`${url}${sandbox.pathPrefix}healthz`, sandbox.name, 30_000, () => proc.child.exitCode !== null);
  return url;
}

/**
 * Starts the payment sandbox, notifying the payment service's listener on `notificationPort`;
 * answers its address and the settings the payment service needs to use it as its gateway.
 */
async function startPaymentSandbox(notificationPort: string): Promise<{ url: string; clientEnv: Record<string, string> }> {
  const key = paymentSandboxKey(dataDir);
  const notifications = `http://127.0.0.1:${notificationPort}`;
  const url = await startSandboxProcess(paymentSandbox, {
    SERVER_KEY: key,
    // Its pages as the browser reaches them: through the gateway, on the shop's origin.
    ...(port === 0 ? {} : { PUBLIC_URL: `http://localhost:${port}${paymentSandbox.pathPrefix.replace(/\/$/, '')}` }),
    CHARGE_NOTIFICATION_URL: `${notifications}${paymentSandbox.client.chargePath}`,
    PAYOUT_NOTIFICATION_URL: `${notifications}${paymentSandbox.client.payoutPath}`,
  });
  writer(paymentSandbox.name)(`ready on ${url} (pay pages at http://localhost:${port}${paymentSandbox.pathPrefix}pay/<order id>)`);
  return {
    url,
    clientEnv: {
      ...paymentServiceEnv(url, key),
      ...(port === 0 ? {} : { RECHARGE_RETURN_URL: `http://localhost:${port}${rechargeReturnPath}` }),
    },
  };
}

/**
 * Starts the messaging sandbox; answers its address and the settings the messages service needs
 * to send through it, and to be called back on its listener on `receiptsPort` (the service names
 * `<RECEIPTS_PUBLIC_URL>/receipts/twilio` as each message's status callback).
 */
async function startMessagingSandbox(receiptsPort: string): Promise<{ url: string; clientEnv: Record<string, string> }> {
  const account = messagingSandboxAccount(dataDir);
  const url = await startSandboxProcess(messagingSandbox, {
    ACCOUNT_SID: account.accountSid,
    AUTH_TOKEN: account.authToken,
    SMS_SENDER: messagingSandbox.senders.sms,
    WHATSAPP_SENDER: messagingSandbox.senders.whatsapp,
  });
  writer(messagingSandbox.name)(`ready on ${url} (the outbox at http://localhost:${port}${messagingSandbox.pathPrefix}messages)`);
  return { url, clientEnv: { ...twilioEnv(url, account, messagingSandbox.senders), RECEIPTS_PUBLIC_URL: `http://127.0.0.1:${receiptsPort}` } };
}

function launch(name: string, workspace: string, processEnv: Record<string, string>, main?: string): ManagedProcess {
  const proc = startProcess({ name, root, workspace, main, env: processEnv, write: writer(name) });
  processes.push(proc);
  void proc.exited.then((code) => {
    if (proc.stopping || shuttingDown) return;
    say(`${name} exited unexpectedly (${code}); stopping the stack`);
    void shutdown(1);
  });
  return proc;
}

main().catch((error: unknown) => {
  say(`start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  void shutdown(1);
});
