import { createServer } from 'node:http';

/**
 * Stands in for an OpenTelemetry Collector: takes OTLP/HTTP exports (reads and drops them), so the
 * measured stack pays for tracing as it would in the cluster.
 */
export async function startSpanSink(): Promise<{ url: string; exports(): number; stop(): Promise<void> }> {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') received += 1;
      response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    exports: () => received,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
