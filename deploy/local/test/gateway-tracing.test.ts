import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace-base';
import { SpanKind, startTracing, type Tracing } from '@shop/service-kit';
import { eventually } from '@shop/test-kit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { startGateway } from '../src/gateway.js';

// The BFF stand-in records what the gateway forwards.
const exporter = new InMemorySpanExporter();
const forwarded: IncomingHttpHeaders[] = [];
let tracing: Tracing | undefined;
let bff: FastifyInstance;
let gateway: FastifyInstance;
let gatewayUrl: string;

beforeAll(async () => {
  tracing = startTracing({ serviceName: 'gateway', exporter });
  bff = Fastify();
  bff.get('/trpc/*', async (request) => {
    forwarded.push(request.headers);
    return { ok: true };
  });
  const bffUrl = await bff.listen({ host: '127.0.0.1', port: 0 });
  gateway = await startGateway({ host: '127.0.0.1', port: 0, bffUrl, root: import.meta.dirname, remoteApps: [] });
  const address = gateway.server.address();
  gatewayUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  await gateway.close();
  await bff.close();
  await tracing?.shutdown();
});

const traceparentOf = (headers: IncomingHttpHeaders) => /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(headers.traceparent));

describe('gateway tracing', () => {
  it("continues the browser's trace in its own span and hands that span to the BFF", async () => {
    const traceId = '0af7651916cd43dd8448eb211c80319c';
    const browserSpanId = 'b7ad6b7169203331';
    const response = await fetch(`${gatewayUrl}/trpc/user.me?input=%7B%7D`, { headers: { traceparent: `00-${traceId}-${browserSpanId}-01` } });
    expect(response.status).toBe(200);

    // The span ends once the response is sent, which may be just after the client has it.
    const span = await eventually(() => exporter.getFinishedSpans().find((s) => s.spanContext().traceId === traceId), 2_000, 'the gateway span ended');
    expect(span).toMatchObject({ name: 'GET /trpc', kind: SpanKind.SERVER });
    expect(span.parentSpanContext?.spanId).toBe(browserSpanId);
    expect(span.attributes['url.path']).toBe('/trpc/user.me');
    expect(span.attributes['http.response.status_code']).toBe(200);
    const [, forwardedTrace, forwardedParent] = traceparentOf(forwarded.at(-1)!) ?? [];
    expect(forwardedTrace).toBe(traceId);
    expect(forwardedParent).toBe(span.spanContext().spanId);
  });

  it('starts a trace for a request that comes without one', async () => {
    await fetch(`${gatewayUrl}/trpc/user.platform`);
    const [, traceId, parentSpanId] = traceparentOf(forwarded.at(-1)!) ?? [];
    const span = await eventually(() => exporter.getFinishedSpans().find((s) => s.spanContext().spanId === parentSpanId), 2_000, 'the gateway span ended');
    expect(span.spanContext().traceId).toBe(traceId);
    expect(span.parentSpanContext).toBeUndefined();
  });
});
