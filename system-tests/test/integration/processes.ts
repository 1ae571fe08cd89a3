import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import net from 'node:net';
import { createInterface } from 'node:readline';
import { freePort, waitForPort } from '@shop/test-kit';

const tailLines = 200;
const readyTimeoutMs = 90_000;

/** A log line a service wrote at level error or fatal. */
export interface ErrorLine {
  service: string;
  line: string;
}

/** One run of the process: its child and the ports it listens on. */
interface Instance {
  child: ChildProcess;
  exited: Promise<void>;
  ports: number[];
  /** Stopped or killed by the test, so its exit is expected. */
  stopping: boolean;
}

/**
 * One service run as production runs it, `node dist/main.js` with its environment, that a test can
 * kill abruptly (SIGKILL: no draining, no outbox flush, no consumer leaving its group) and start again,
 * or roll to another build as a deployment does. Callers reach it at fixed ports, each a forwarder to
 * the ports of the instance serving now, as a Kubernetes Service fronts its pods. An exit the test did
 * not cause is counted: a service must not stop by itself.
 */
export class ServiceProcess {
  private current: Instance | undefined;
  private forwarders: Forwarder[] | undefined;
  private readonly tail: string[] = [];
  /** Exits the test did not cause (a crash). */
  readonly unexpectedExits: string[] = [];

  constructor(
    readonly name: string,
    /** The process entry: `dist/main.js` of the current tree or of a released one. */
    private main: string,
    private env: Record<string, string>,
    /** The fixed port of each listener, by the setting that names its port (gRPC's first): ready once each accepts connections. */
    private readonly listeners: Record<string, number>,
    private readonly errors: ErrorLine[],
    /** Where every line it writes is kept, across its restarts. */
    private readonly logFile: string,
  ) {}

  get pid(): number | undefined {
    return this.current?.child.pid;
  }

  get running(): boolean {
    return this.current !== undefined;
  }

  /** Starts the process and resolves once every port of it accepts connections, and callers reach it. */
  async start(): Promise<void> {
    if (this.current) throw new Error(`${this.name} is already running`);
    this.current = await this.launch();
    await this.route(this.current);
  }

  /** SIGKILL: the process is gone at once, whatever it was doing; callers are refused until it starts again. */
  async kill(): Promise<void> {
    await this.end(this.current, 'SIGKILL');
  }

  /** SIGTERM: the graceful stop at the end of the suite; its ports close. */
  async stop(): Promise<void> {
    await this.end(this.current, 'SIGTERM');
    for (const forwarder of this.forwarders ?? []) await forwarder.close();
    this.forwarders = undefined;
  }

  /**
   * A rolling update (or a rollback) of this one deployable: `main` starts beside the running
   * instance, on the same database and broker, takes the traffic once it is ready, and the old one
   * then stops gracefully, draining what it had in hand. `env` is the new build's, when it differs.
   */
  async replaceWith(main: string, env: Record<string, string> = this.env): Promise<void> {
    const old = this.current;
    this.main = main;
    this.env = env;
    this.current = await this.launch();
    await this.route(this.current);
    await this.end(old, 'SIGTERM');
  }

  logTail(): string {
    return this.tail.join('\n');
  }

  private async launch(): Promise<Instance> {
    const ports = await Promise.all(Object.keys(this.listeners).map(() => freePort()));
    const portEnv = Object.fromEntries(Object.keys(this.listeners).map((setting, index) => [setting, String(ports[index])]));
    const child = spawn(process.execPath, [this.main], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...this.env, ...portEnv },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) createInterface({ input: stream! }).on('line', (line) => this.take(line));
    const instance: Instance = { child, ports, stopping: false, exited: Promise.resolve() };
    instance.exited = new Promise((resolve) =>
      child.once('exit', (code, signal) => {
        if (this.current === instance) this.current = undefined;
        if (!instance.stopping) this.unexpectedExits.push(`${this.name} exited by itself (${signal ?? code})`);
        resolve();
      }),
    );
    const gone = instance.exited.then(() => {
      throw new Error(`${this.name} exited before it was ready:\n${this.tail.slice(-30).join('\n')}`);
    });
    gone.catch(() => undefined);
    try {
      await Promise.race([Promise.all(ports.map((port) => waitForPort(port, '127.0.0.1', readyTimeoutMs))), gone]);
    } catch (error) {
      // Never ready: it must not outlive the test that gave up on it.
      await this.end(instance, 'SIGKILL');
      throw error;
    }
    return instance;
  }

  /** Points each fixed port at the instance's, opening them on first use. */
  private async route(instance: Instance): Promise<void> {
    this.forwarders ??= await Promise.all(Object.values(this.listeners).map((port) => Forwarder.listen(port)));
    this.forwarders.forEach((forwarder, index) => forwarder.pointAt(instance.ports[index]!));
  }

  private async end(instance: Instance | undefined, signal: NodeJS.Signals): Promise<void> {
    if (!instance) return;
    instance.stopping = true;
    if (this.current === instance) for (const forwarder of this.forwarders ?? []) forwarder.pointAt(undefined);
    instance.child.kill(signal);
    await instance.exited;
  }

  private take(line: string): void {
    appendFileSync(this.logFile, `${line}\n`);
    this.tail.push(line);
    if (this.tail.length > tailLines) this.tail.shift();
    if (/^\{"level":"(error|fatal)"/.test(line)) this.errors.push({ service: this.name, line });
  }
}

/**
 * A fixed local port whose connections are piped to the port it points at now. A connection made
 * while it points nowhere, or to a port that refuses, is closed at once, as a refused one is. Its
 * connections to an instance end when that instance closes them.
 */
class Forwarder {
  private target: number | undefined;
  private readonly connections = new Set<net.Socket>();

  private constructor(private readonly server: net.Server) {
    server.on('connection', (socket) => this.forward(socket));
  }

  static async listen(port: number): Promise<Forwarder> {
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    return new Forwarder(server);
  }

  pointAt(port: number | undefined): void {
    this.target = port;
  }

  async close(): Promise<void> {
    for (const socket of this.connections) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private forward(socket: net.Socket): void {
    if (this.target === undefined) {
      socket.destroy();
      return;
    }
    const upstream = net.connect(this.target, '127.0.0.1');
    for (const [end, other] of [
      [socket, upstream],
      [upstream, socket],
    ] as const) {
      this.connections.add(end);
      end.setNoDelay(true);
      end.on('error', () => undefined);
      // A side that failed takes the other down at once; one that ended lets the other finish writing first.
      end.on('close', (hadError) => {
        this.connections.delete(end);
        if (hadError) other.destroy();
        else other.end();
      });
    }
    socket.pipe(upstream);
    upstream.pipe(socket);
  }
}
