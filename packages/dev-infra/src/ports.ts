import net from 'node:net';

const handedOut = new Set<number>();

/**
 * A port that was free a moment ago; the OS picks it, so parallel runs do not collide, and this
 * process never hands the same one out twice (a service may not have bound the last one yet).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await osPickedPort();
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

function osPickedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
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
