import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ensureKafkaMockBinary } from './binary.js';

export interface KafkaMockOptions {
  /** Topics to create up front; clients cannot create topics on the mock (no CreateTopics, no admin). */
  topics: readonly string[];
  /** Number of brokers, ids 1..N (default 1). */
  brokers?: number;
  /** Partitions per topic unless given explicitly (default 3). */
  partitions?: number;
  /** Receives each line the broker writes to stderr (librdkafka warnings and errors). */
  onLog?: (line: string) => void;
}

export interface KafkaMock {
  /** Bootstrap servers, e.g. `['127.0.0.1:40423']`. */
  readonly brokers: string[];
  /** Process id of the broker, for diagnostics. */
  readonly pid: number;
  /** Disconnects broker `brokerId` (1-based) and refuses new connections; leadership does not move. */
  down(brokerId: number): Promise<void>;
  /** Lets broker `brokerId` accept connections again. */
  up(brokerId: number): Promise<void>;
  createTopic(name: string, partitions?: number): Promise<void>;
  /** Shuts the broker down and waits until its process is gone; safe to call more than once. */
  stop(): Promise<void>;
}

const readyTimeoutMs = 10_000;
const commandTimeoutMs = 5_000;
const stopGraceMs = 3_000;
const stderrTailLines = 20;
const maxBrokers = 16;
const maxPartitions = 1024;
// Kafka's legal topic characters; also guarantees a name is a single token on the command line.
const topicNamePattern = /^[A-Za-z0-9._-]{1,249}$/;

/** Starts a mock Kafka cluster in a child process and resolves once it accepts connections. */
export async function startKafkaMock(options: KafkaMockOptions): Promise<KafkaMock> {
  const brokerCount = options.brokers ?? 1;
  const partitions = options.partitions ?? 3;
  assertIntegerInRange('brokers', brokerCount, 1, maxBrokers);
  assertIntegerInRange('partitions', partitions, 1, maxPartitions);
  options.topics.forEach(assertTopicName);

  const binaryPath = await ensureKafkaMockBinary();
  const args = ['--brokers', String(brokerCount), '--partitions', String(partitions), '--', ...options.topics];
  const child = spawn(binaryPath, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  const broker = new KafkaMockProcess(child, brokerCount, options.onLog);
  await broker.waitUntilReady();
  return broker;
}

interface LineWaiter {
  resolve: (line: string) => void;
  reject: (error: Error) => void;
}

class KafkaMockProcess implements KafkaMock {
  brokers: string[] = [];
  private readonly stdoutLines: string[] = [];
  private readonly stderrTail: string[] = [];
  private lineWaiter: LineWaiter | undefined;
  private exitDescription: string | undefined;
  private readonly closed: Promise<void>;
  private commandQueue: Promise<unknown> = Promise.resolve();
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly child: ChildProcessWithoutNullStreams,
    private readonly brokerCount: number,
    private readonly onLog: ((line: string) => void) | undefined,
  ) {
    // Writes after the broker died would otherwise crash the parent with EPIPE.
    child.stdin.on('error', () => undefined);
    createInterface({ input: child.stdout, crlfDelay: Infinity }).on('line', (line) => this.onStdoutLine(line));
    createInterface({ input: child.stderr, crlfDelay: Infinity }).on('line', (line) => this.onStderrLine(line));
    this.closed = new Promise((resolve) => {
      child.on('error', (error) => {
        this.markExited(`failed to start: ${error.message}`);
        // A process that never started emits no 'close' of its own.
        if (child.pid === undefined) resolve();
      });
      child.once('close', (code, signal) => {
        this.markExited(signal ? `killed by ${signal}` : `exited with code ${code}`);
        resolve();
      });
    });
  }

  get pid(): number {
    return this.child.pid ?? -1;
  }

  async waitUntilReady(): Promise<void> {
    try {
      const line = await this.nextLine(readyTimeoutMs, 'READY');
      if (!line.startsWith('READY ')) throw new Error(`unexpected first line "${line}"`);
      this.brokers = line.slice('READY '.length).trim().split(',');
    } catch (error) {
      await this.stop();
      throw new Error(`kafka-mock did not start: ${(error as Error).message}${this.formatStderr()}`, { cause: error });
    }
  }

  async down(brokerId: number): Promise<void> {
    assertIntegerInRange('brokerId', brokerId, 1, this.brokerCount);
    return this.command(`down ${brokerId}`);
  }

  async up(brokerId: number): Promise<void> {
    assertIntegerInRange('brokerId', brokerId, 1, this.brokerCount);
    return this.command(`up ${brokerId}`);
  }

  async createTopic(name: string, partitions?: number): Promise<void> {
    assertTopicName(name);
    if (partitions === undefined) return this.command(`topic ${name}`);
    assertIntegerInRange('partitions', partitions, 1, maxPartitions);
    return this.command(`topic ${name} ${partitions}`);
  }

  stop(): Promise<void> {
    this.stopping ??= this.terminate();
    return this.stopping;
  }

  private async terminate(): Promise<void> {
    if (this.exitDescription === undefined) {
      // EOF alone makes the launcher exit; SIGTERM covers a broker busy elsewhere, SIGKILL a wedged one.
      this.child.stdin.end();
      this.child.kill('SIGTERM');
      const killTimer = setTimeout(() => this.child.kill('SIGKILL'), stopGraceMs);
      await this.closed;
      clearTimeout(killTimer);
    }
    await this.closed;
  }

  /** Commands run one at a time because replies carry no id: the next stdout line answers the last command. */
  private command(line: string): Promise<void> {
    const result = this.commandQueue.then(() => this.send(line));
    this.commandQueue = result.catch(() => undefined);
    return result;
  }

  private async send(line: string): Promise<void> {
    if (this.stopping || this.exitDescription !== undefined) {
      throw new Error(`kafka-mock: cannot run "${line}": broker is ${this.exitDescription ?? 'stopping'}`);
    }
    this.child.stdin.write(`${line}\n`);
    let reply: string;
    try {
      reply = await this.nextLine(commandTimeoutMs, `reply to "${line}"`);
    } catch (error) {
      // A late reply would be taken as the answer to the next command, so a silent broker is unusable.
      void this.stop();
      throw new Error(`kafka-mock: ${(error as Error).message}${this.formatStderr()}`, { cause: error });
    }
    if (reply === 'OK') return;
    const reason = reply.startsWith('ERR ') ? reply.slice('ERR '.length) : `unexpected reply "${reply}"`;
    throw new Error(`kafka-mock: "${line}" failed: ${reason}`);
  }

  private nextLine(timeoutMs: number, expected: string): Promise<string> {
    const buffered = this.stdoutLines.shift();
    if (buffered !== undefined) return Promise.resolve(buffered);
    if (this.exitDescription !== undefined) {
      return Promise.reject(new Error(`broker ${this.exitDescription} before ${expected}`));
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.lineWaiter = undefined;
        reject(new Error(`no ${expected} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.lineWaiter = {
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(new Error(`${error.message} before ${expected}`));
        },
      };
    });
  }

  private onStdoutLine(line: string): void {
    const waiter = this.lineWaiter;
    this.lineWaiter = undefined;
    if (waiter) waiter.resolve(line);
    else this.stdoutLines.push(line);
  }

  private onStderrLine(line: string): void {
    this.stderrTail.push(line);
    if (this.stderrTail.length > stderrTailLines) this.stderrTail.shift();
    this.onLog?.(line);
  }

  private markExited(description: string): void {
    this.exitDescription ??= description;
    const waiter = this.lineWaiter;
    this.lineWaiter = undefined;
    waiter?.reject(new Error(`broker ${this.exitDescription}`));
  }

  private formatStderr(): string {
    return this.stderrTail.length > 0 ? `\nbroker stderr:\n${this.stderrTail.join('\n')}` : '';
  }
}

function assertIntegerInRange(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`kafka-mock: ${name} must be an integer in ${min}..${max}, got ${value}`);
  }
}

function assertTopicName(name: string): void {
  if (!topicNamePattern.test(name)) {
    throw new RangeError(`kafka-mock: invalid topic name "${name}" (allowed: 1-249 of A-Z a-z 0-9 . _ -)`);
  }
}
