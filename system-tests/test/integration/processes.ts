import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { waitForPort } from '@shop/test-kit';

const tailLines = 200;
const readyTimeoutMs = 90_000;

/** A log line a service wrote at level error or fatal. */
export interface ErrorLine {
  service: string;
  line: string;
}

/**
 * One service run as production runs it, `node dist/main.js` with its environment, that a test can
 * kill abruptly (SIGKILL: no draining, no outbox flush, no consumer leaving its group) and start again
 * on the same ports. An exit the test did not cause is counted: a service must not stop by itself.
 */
export class ServiceProcess {
  private child: ChildProcess | undefined;
  private exited: Promise<void> = Promise.resolve();
  private readonly tail: string[] = [];
  private killing = false;
  /** Exits the test did not cause (a crash). */
  readonly unexpectedExits: string[] = [];

  constructor(
    readonly name: string,
    /** The process entry: `dist/main.js` of the current tree or of a released one. */
    private main: string,
    private readonly env: Record<string, string>,
    /** The ports it opens (gRPC first): ready once each accepts connections. */
    private readonly ports: number[],
    private readonly errors: ErrorLine[],
    /** Where every line it writes is kept, across its restarts. */
    private readonly logFile: string,
  ) {}

  get address(): string {
    return `127.0.0.1:${this.ports[0]}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== undefined;
  }

  /** Starts the process and resolves once every port of it accepts connections. */
  async start(): Promise<void> {
    if (this.child) throw new Error(`${this.name} is already running`);
    const child = spawn(process.execPath, [this.main], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    this.killing = false;
    for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream! }).on('line', (line) => this.take(line));
    this.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        if (this.child === child) this.child = undefined;
        if (!this.killing) this.unexpectedExits.push(`${this.name} exited by itself (${signal ?? code})`);
        resolve();
      }),
    );
    const gone = this.exited.then(() => {
      throw new Error(`${this.name} exited before it was ready:\n${this.tail.slice(-30).join('\n')}`);
    });
    gone.catch(() => undefined);
    await Promise.race([Promise.all(this.ports.map((port) => waitForPort(port, '127.0.0.1', readyTimeoutMs))), gone]);
  }

  /** SIGKILL: the process is gone at once, whatever it was doing. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  /** SIGTERM: the graceful stop (the end of the suite). */
  async stop(): Promise<void> {
    await this.signal('SIGTERM');
  }

  /** A rolling update (or a rollback) of this one deployable: stops it gracefully, then starts `main` in its place, on the same ports, database and broker. */
  async replaceWith(main: string): Promise<void> {
    await this.stop();
    this.main = main;
    await this.start();
  }

  logTail(): string {
    return this.tail.join('\n');
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.killing = true;
    child.kill(signal);
    await this.exited;
  }

  private take(line: string): void {
    appendFileSync(this.logFile, `${line}\n`);
    this.tail.push(line);
    if (this.tail.length > tailLines) this.tail.shift();
    if (/^\{"level":"(error|fatal)"/.test(line)) this.errors.push({ service: this.name, line });
  }
}
