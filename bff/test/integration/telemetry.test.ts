import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { SpanKind, startTracing, type Tracing } from '@shop/service-kit';
import { eventually } from '@shop/test-kit';
import { client, failure, freshPhone, signUpShopper } from '@shop/trpc-testing';
import { startBackend, type Backend } from './fixture.js';

// Tracing is on for this file only: every span of the BFF and the services in this process goes
// to memory, as it would go to a collector with OTEL_EXPORTER_OTLP_ENDPOINT set.
const exporter = new InMemorySpanExporter();
let tracing: Tracing | undefined;
let backend: Backend;

beforeAll(async () => {
  tracing = startTracing({ serviceName: 'shop-test', exporter });
  backend = await startBackend();
});

afterAll(async () => {
  await backend.stop();
  await tracing?.shutdown();
});

const REVOKED_TOPIC = 'identity.sessions.revoked.v1';
const traceOf = (traceId: string) => exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
const named = (spans: ReadableSpan[], name: string, kind: SpanKind) => spans.filter((span) => span.name === name && span.kind === kind);

async function scrape(url: string): Promise<string> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  return response.text();
}

/** The value of one series in Prometheus text format (0 when absent). */
function sample(metrics: string, series: string): number {
  const line = metrics.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('traces', () => {
  it('one password change is one trace: the BFF procedure, the identity call, command and its statements, and the consumer of the event it emits', async () => {
    const account = freshPhone();
    const { token } = await signUpShopper(backend, account, 'rahasia123');
    // The gateway's span, as its traceparent header names it.
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const gatewaySpanId = '00f067aa0ba902b7';

    await client(backend, { token, headers: { traceparent: `00-${traceId}-${gatewaySpanId}-01` } }).user.changePassword.mutate({
      oldPassword: 'rahasia123',
      password: 'baru12345',
      confirmPassword: 'baru12345',
    });

    const consumed = await eventually(() => named(traceOf(traceId), `process ${REVOKED_TOPIC}`, SpanKind.CONSUMER)[0], 5_000, 'the revocation consumed in the same trace');
    const spans = traceOf(traceId);
    const [procedure] = named(spans, 'trpc user.changePassword', SpanKind.SERVER);
    const [call] = named(spans, 'shop.identity.v1.IdentityService/ChangePassword', SpanKind.CLIENT);
    const [served] = named(spans, 'shop.identity.v1.IdentityService/ChangePassword', SpanKind.SERVER);
    const [command] = spans.filter((span) => span.name.startsWith('command ') && span.parentSpanContext?.spanId === served?.spanContext().spanId);
    const [produced] = named(spans, `create ${REVOKED_TOPIC}`, SpanKind.PRODUCER);

    expect(procedure?.parentSpanContext?.spanId).toBe(gatewaySpanId);
    expect(call?.parentSpanContext?.spanId).toBe(procedure?.spanContext().spanId);
    expect(served?.parentSpanContext?.spanId).toBe(call?.spanContext().spanId);
    expect(command).toBeDefined();
    const statements = spans.filter((span) => span.kind === SpanKind.CLIENT && span.attributes['db.system.name'] === 'postgresql' && span.parentSpanContext?.spanId === command?.spanContext().spanId);
    expect(statements.map((span) => span.attributes['db.operation.name'])).toEqual(expect.arrayContaining(['BEGIN', 'INSERT', 'COMMIT']));
    expect(produced?.parentSpanContext?.spanId).toBe(command?.spanContext().spanId);
    expect(consumed.parentSpanContext?.spanId).toBe(produced?.spanContext().spanId);
    expect(consumed.links.map((link) => link.context.spanId)).toEqual([produced?.spanContext().spanId]);
    // Nothing of this request landed in another trace.
    const elsewhere = exporter.getFinishedSpans().filter((span) => span.name === 'trpc user.changePassword' && span.spanContext().traceId !== traceId);
    expect(elsewhere).toEqual([]);
  });

  it('a request without a traceparent starts its own trace, and a refusal is noted on the span without failing it', async () => {
    const rejected = await failure(client(backend).user.signin.mutate({ account: freshPhone(), password: 'salah12345' }));
    expect(rejected.data?.code).toBeDefined();
    const [span] = named(exporter.getFinishedSpans(), 'trpc user.signin', SpanKind.SERVER).slice(-1);
    expect(span?.parentSpanContext).toBeUndefined();
    expect(span?.attributes['error.type']).toBeDefined();
    expect(span?.status.code).not.toBe(2);
  });
});

describe('/metrics', () => {
  it('counts procedures, service calls and failures on the BFF and the service, with outbox, pool and consumer-lag gauges', async () => {
    const bffMetrics = `${backend.baseUrl}/metrics`;
    const identityMetrics = `http://127.0.0.1:${backend.identity.metrics.port}/metrics`;
    const before = { bff: await scrape(bffMetrics), identity: await scrape(identityMetrics) };
    const procedureCount = 'trpc_procedure_seconds_count{procedure="user.signin"}';
    const signinFailures = (text: string) =>
      text
        .split('\n')
        .filter((line) => line.startsWith('trpc_procedure_errors_total{procedure="user.signin"'))
        .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    const servedCount = 'grpc_server_handling_seconds_count{method="shop.identity.v1.IdentityService/SignIn"}';
    const calledCount = 'grpc_client_handling_seconds_count{method="shop.identity.v1.IdentityService/SignIn"}';

    await failure(client(backend).user.signin.mutate({ account: freshPhone(), password: 'salah12345' }));

    const after = { bff: await scrape(bffMetrics), identity: await scrape(identityMetrics) };
    expect(sample(after.bff, procedureCount) - sample(before.bff, procedureCount)).toBe(1);
    expect(signinFailures(after.bff) - signinFailures(before.bff)).toBe(1);
    expect(sample(after.bff, calledCount) - sample(before.bff, calledCount)).toBe(1);
    expect(sample(after.identity, servedCount) - sample(before.identity, servedCount)).toBe(1);
    expect(after.identity).toMatch(/^outbox_backlog \d+$/m);
    expect(after.identity).toMatch(/^outbox_oldest_pending_seconds [\d.e+-]+$/m);
    expect(sample(after.identity, 'db_pool_connections{state="total"}')).toBeGreaterThan(0);
    // The revocation consumed in the first test left its partition's lag behind.
    expect(after.bff).toMatch(new RegExp(`^kafka_consumer_lag\\{group="bff-sessions",topic="${REVOKED_TOPIC.replace(/\./g, '\\.')}",partition="\\d+"\\} 0$`, 'm'));
  });
});
