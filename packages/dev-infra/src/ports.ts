import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';

const handedOut = new Set<number>();

/**
 * Where `freePort` looks: below the kernel's ephemeral range, which outgoing connections take
 * their local ports from. A port picked there could be taken by any connection (to Postgres, the
 * broker, a service) between the pick and the server binding it; below it, only by another pick.
 */
const PICK_FROM = 10_000;
const FALLBACK_EPHEMERAL_START = 32_768;

function ephemeralRangeStart(): number {
  try {
    const [start] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return start && start > PICK_FROM + 1_000 ? start : FALLBACK_EPHEMERAL_START;
  } catch {
    return FALLBACK_EPHEMERAL_START;
  }
}

const pickBelow = ephemeralRangeStart();

/**
 * A port that was free a moment ago, chosen at random below the ephemeral range, so parallel runs
 * and outgoing connections do not collide with it, and never handed out twice by this process (a
 * service may not have bound the last one yet).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = PICK_FROM + randomInt(pickBelow - PICK_FROM);
    if (handedOut.has(port) || !(await canListen(port))) continue;
    handedOut.add(port);
    return port;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * Holds a port chosen by someone else (a caller's `PORT`) until `release()`, so that no port this
 * process picks meanwhile with `freePort()` can be the same one. A connection made meanwhile (a
 * browser opened early) is refused at once: one kept open would hold `release()` forever.
 */
export async function reservePort(port: number, host: string): Promise<{ release(): Promise<void> }> {
  const server = net.createServer((socket) => socket.destroy());
  server.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return { release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function isOpen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Resolves once something accepts TCP connections on the port. */
export async function waitForPort(port: number, host = '127.0.0.1', timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await isOpen(port, host)) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on ${host}:${port} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Resolves once nothing accepts TCP connections on the port any more. */
export async function waitForPortClosed(port: number, host = '127.0.0.1', timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (await isOpen(port, host)) {
    if (Date.now() > deadline) throw new Error(`${host}:${port} still listening after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
