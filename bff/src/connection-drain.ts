import type { Server } from 'node:http';

/**
 * Counts the requests a server is answering, so that a shutdown can wait for them and then close
 * every connection. Node's close ends only connections it counts as idle, and keep-alive
 * connections of the ingress's pool that served a request whose client went away stay counted as
 * busy: without this, stopping waits out keepAliveTimeout (72 s) and the pod is killed instead.
 */
export function drainableConnections(server: Server): { closeWhenAnswered(): Promise<void> } {
  let inFlight = 0;
  let answered: (() => void) | undefined;
  server.on('request', (_request, response) => {
    inFlight += 1;
    response.once('close', () => {
      inFlight -= 1;
      if (inFlight === 0) answered?.();
    });
  });
  return {
    async closeWhenAnswered() {
      if (inFlight > 0) await new Promise<void>((resolve) => (answered = resolve));
      server.closeAllConnections();
    },
  };
}
